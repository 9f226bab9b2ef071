/**
 * accountSettings(user): the same as `user.accountSettings()`, kept for code written before that method existed.
 */
import type { AccountExtras } from './account-extras';
import { CurrentUser } from './current-user';
import { InvalidArgumentError } from '../../domain/errors/invalid-argument-error';

/**
 * @deprecated Use `user.accountSettings()`.
 * @example
 * const user = await app.getUser({ or: 'throw' });
 * const settings = await accountSettings(user);
 * const sessions = await settings.getActiveSessions();
 * const key = await settings.createApiKey({ description: 'CLI', expiresAt: null });
 * @public
 */
export async function accountSettings(user: CurrentUser): Promise<AccountExtras> {
  if (!(user instanceof CurrentUser)) throw new InvalidArgumentError('user', 'must be a CurrentUser from app.getUser()');
  return user.accountSettings();
}
