/**
 * accountSettings(user): the signed-in user's account-settings features — active sessions, their API keys and their
 * teams', OAuth provider accounts, connected accounts, project permissions — as account-extras.ts's
 * AccountExtras, which loads with the user features. A function rather than CurrentUser methods: CurrentUser is in
 * what a sign-in page loads up front (bench/up-front.ts), and a function the page never calls is left out of it.
 */
import type { UserFeatures } from './user-features';
import type { Lazy } from '../core/lazy';
import type { AccountExtras } from './account-extras';
import type { CurrentUser, CurrentUserDeps } from './current-user';
import { InvalidArgumentError } from '../../domain/errors/invalid-argument-error';

/**
 * @example
 * const user = await app.getUser({ or: 'throw' });
 * const settings = await accountSettings(user);
 * const sessions = await settings.getActiveSessions();
 * const key = await settings.createApiKey({ description: 'CLI', expiresAt: null });
 * @public
 */
export async function accountSettings(user: CurrentUser): Promise<AccountExtras> {
  const deps = (user as unknown as { readonly deps?: CurrentUserDeps } | null)?.deps;
  if (deps === undefined) throw new InvalidArgumentError('user', 'must be a CurrentUser from app.getUser()');
  const features: Lazy<Pick<UserFeatures, 'accountExtras'>> = deps.features;
  return (await features()).accountExtras;
}
