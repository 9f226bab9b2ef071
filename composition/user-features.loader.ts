/**
 * Binds BINDING_KEYS.UserFeatures to a loader of modules/user-features.module.ts: the dynamic import() is where a
 * splitting bundler cuts the chunk, so a page that only signs in and reads the user never downloads teams, contact
 * channels, account changes or verification. Every root uses it, so the tests run the same lazy path browsers do.
 */
import type { Container } from 'inversify';
import { lazyOnce } from '../application/core/lazy';
import { BINDING_KEYS, type BindingMap, type PortcullisContainer } from './binding-map';
import type { Get } from './modules/bindings';

/** `container` untyped (not PortcullisContainer): the lazily bound classes are not in BindingMap. */
export function bindUserFeatures(container: Container): void {
  const features = lazyOnce(async () => {
    const { userFeaturesModule, resolveUserFeatures } = await import('./modules/user-features.module');
    await container.load(userFeaturesModule());
    return resolveUserFeatures(((id: symbol) => container.get(id)) as Get<BindingMap>);
  });
  (container as PortcullisContainer).bind(BINDING_KEYS.UserFeatures).toConstantValue(features);
}
