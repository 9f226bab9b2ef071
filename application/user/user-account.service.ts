/**
 * UserAccountService: the signed-in user's own account — profile update, deletion, password update/set, the
 * primary-email verification email, and connected-account access tokens (protocol §2.2, §2.9, §2.10, §2.17).
 */
import type { User, UserUpdate } from '../../domain/entities/user';
import { clientSideError } from '../../domain/errors/client-side-errors';
import { KnownErrors } from '../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../domain/errors/operation-not-allowed-error';
import { passwordConfirmationIssues } from '../../domain/password/password-policy';
import { err, type Result } from '../../domain/shared/result';
import type { ConnectedAccountEndpoints } from './connected-account.endpoints';
import type { ContactChannelEndpoints } from './contact-channel.endpoints';
import type { PasswordChangeEndpoints } from './password-change.endpoints';
import type { UserAccountEndpoints } from './user-account.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import { CURRENT_USER_KEY } from '../core/keys';
import { checkPassword } from '../core/code-input';
import {
  SEND_VERIFICATION_EMAIL_ERRORS, SET_PASSWORD_ERRORS, UPDATE_PASSWORD_ERRORS, USER_DELETE_ERRORS, USER_UPDATE_ERRORS,
  type SendVerificationEmailError, type SetPasswordError, type UpdatePasswordError, type UserDeleteError, type UserUpdateError,
} from './current-user.errors';
import { MEMBERSHIP_ERRORS, type MembershipError } from '../teams/team.errors';
import { refusedAs } from '../core/not-allowed';
import { requiredCallbackUrl } from '../redirects/callback-urls';

/**
 * @example
 * const newPassword = 'a new long passphrase';
 * await user.updatePassword({ oldPassword: password, newPassword, newPasswordConfirmation: newPassword });
 * @public
 */
export interface UpdatePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  /** When given, must equal newPassword (checked before any request: PASSWORD_CONFIRMATION_MISMATCH). */
  readonly newPasswordConfirmation?: string;
}

export class UserAccountService {
  readonly #ctx: AppContext;
  readonly #users: UserAccountEndpoints;
  readonly #passwords: PasswordChangeEndpoints;
  readonly #channels: ContactChannelEndpoints;
  readonly #accounts: ConnectedAccountEndpoints;

  constructor(
    ctx: AppContext,
    users: UserAccountEndpoints,
    passwords: PasswordChangeEndpoints,
    channels: ContactChannelEndpoints,
    accounts: ConnectedAccountEndpoints,
  ) {
    this.#ctx = ctx;
    this.#users = users;
    this.#passwords = passwords;
    this.#channels = channels;
    this.#accounts = accounts;
  }

  /** PATCH /users/me; the user's claims (name, selected team…) changed, so the access token is renewed before the next request. */
  async update(update: UserUpdate): Promise<Result<User, UserUpdateError>> {
    const result = await expectErrors(this.#users.updateMe(update), USER_UPDATE_ERRORS);
    if (result.ok) this.#ctx.afterUserMutation(CURRENT_USER_KEY);
    return result;
  }

  /** update({selectedTeamId}) with the one failure it can have. */
  async selectTeam(teamId: string | null): Promise<Result<User, MembershipError>> {
    const result = await expectErrors(this.#users.updateMe({ selectedTeamId: teamId }), MEMBERSHIP_ERRORS);
    if (result.ok) this.#ctx.afterUserMutation(CURRENT_USER_KEY);
    return result;
  }

  /** DELETE /users/me, then the session ends locally (no sign-out call: the server already dropped it). */
  async delete(): Promise<Result<void, UserDeleteError>> {
    const deletion = refusedAs(this.#users.deleteMe(), 'clientUserDeletionDisabled', 'Client user deletion is not enabled');
    const result = await expectErrors(deletion, USER_DELETE_ERRORS);
    if (result.ok) this.#ctx.session.invalidate('userDeleted');
    return result;
  }

  async updatePassword(input: UpdatePasswordInput): Promise<Result<void, UpdatePasswordError>> {
    const policy = checkPassword(input.newPassword);
    if (!policy.ok) return policy;
    const confirmation = input.newPasswordConfirmation;
    if (confirmation !== undefined && passwordConfirmationIssues(input.newPassword, confirmation).length > 0) {
      return err(clientSideError('PASSWORD_CONFIRMATION_MISMATCH'));
    }
    return expectErrors(this.#passwords.updatePassword(input.oldPassword, input.newPassword), UPDATE_PASSWORD_ERRORS);
  }

  /** POST /auth/password/set; hasPassword changes, so the user's cached read goes stale. */
  async setPassword(password: string): Promise<Result<void, SetPasswordError>> {
    const policy = checkPassword(password);
    if (!policy.ok) return policy;
    // The service refuses a second password with a plain-text 400, not a catalogue code (real backend auth/password/set).
    const work = refusedAs(this.#passwords.setPassword(password), 'passwordAlreadySet', 'User already has a password set.');
    const result = await expectErrors(work, SET_PASSWORD_ERRORS);
    if (result.ok) this.#ctx.afterUserMutation(CURRENT_USER_KEY);
    return result;
  }

  /** Emails a verification link for `primaryEmail` (spec §5: a primary email is required, checked before any request). */
  async sendVerificationEmail(primaryEmail: string | null, callbackUrl?: string): Promise<Result<void, SendVerificationEmailError>> {
    if (primaryEmail === null) return err(new OperationNotAllowedError({ reason: 'noPrimaryEmail' }));
    const url = requiredCallbackUrl(this.#ctx, 'emailVerification', callbackUrl);
    return expectErrors(this.#channels.sendPrimaryVerificationCode(primaryEmail, url), SEND_VERIFICATION_EMAIL_ERRORS);
  }

  /**
   * The provider's access token (of one account with `providerAccountId`), or null when the account is not connected
   * or lacks the scope (spec §8: not an error).
   */
  async connectedAccountAccessToken(providerId: string, scope: string | undefined, providerAccountId?: string): Promise<string | null> {
    try {
      return await this.#accounts.accessToken(providerId, scope, providerAccountId);
    } catch (error) {
      if (KnownErrors.OAuthConnectionNotConnectedToUser.isInstance(error)) return null;
      if (KnownErrors.OAuthConnectionDoesNotHaveRequiredScope.isInstance(error)) return null;
      throw error;
    }
  }
}
