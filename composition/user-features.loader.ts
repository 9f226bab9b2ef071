/**
 * Binds USER_FEATURES_ID to a loader of user-features.module.ts: the dynamic import() is where a splitting bundler
 * cuts the chunk, so a page that only signs in and reads the user never downloads teams, contact channels, account
 * changes or verification. Every root uses it, so the tests run the same lazy path browsers do.
 */
import type { Container } from 'inversify';
import { USER_FEATURES_ID } from '../application/user/user-features';
import { lazyOnce } from '../application/core/lazy';

/** `container` untyped (not PortcullisContainer): the lazily bound classes are not in BindingMap. */
export function bindUserFeatures(container: Container): void {
  const features = lazyOnce(async () => {
    const { userFeaturesModule, resolveUserFeatures } = await import('../application/apps/user-features.module');
    await container.load(userFeaturesModule());
    return resolveUserFeatures((id) => container.get(id));
  });
  container.bind(USER_FEATURES_ID).toConstantValue(features);
}
