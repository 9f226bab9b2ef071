/**
 * CurrentUser: the signed-in user as an object — the User entity's camelCase fields, plus the account methods
 * (update, delete, passwords, verification email, connected-account tokens, sign-out) and two sub-objects,
 * `teams` and `contactChannels`, so the class stays small. Everything comes through CurrentUserDeps, never globals.
 */
import type { JsonValue } from '../../domain/entities/json-value';
import type { User, UserUpdate } from '../../domain/entities/user';
import { mapResult, type Result } from '../../domain/shared/result';
import type {
  SendVerificationEmailError, SetPasswordError, UpdatePasswordError, UserDeleteError, UserUpdateError,
} from './current-user.errors';
import type { MembershipError } from '../teams/team.errors';
import type { ConnectedAccountAccess } from './connected-account-link';
import type { OAuthLinkError } from '../oauth/oauth.errors';
import type { OAuthSignInOptions } from '../oauth/oauth.service';
import type { RedirectOutcome } from '../core/redirect-outcome';
import type { SignOutOptions, SignOutService } from '../sign-in/sign-out.service';
import type { UpdatePasswordInput } from './user-account.service';
import type { AccountExtras } from './account-extras';
import type { UserFeatures } from './user-features';
import type { AppContext } from '../core/app-context';
import type { Lazy } from '../core/lazy';
import { entityFields } from '../core/entity-fields';
import { SessionTokens } from '../core/session/session-tokens';
import type { TeamRef } from '../teams/team-ref';
import { UserContactChannels } from './user-contact-channels';
import { UserTeams } from '../teams/user-teams';
import { checked, checkObject, checkString, refId } from '../core/arguments';

/** What a CurrentUser's methods use; the factory builds it once per app. */
export interface CurrentUserDeps {
  readonly ctx: AppContext;
  readonly signOut: SignOutService;
  /** Account, teams and contact channels: loaded on first use (a separate chunk in browser bundles). */
  readonly features: Lazy<UserFeatures>;
}

/**
 * Arguments are checked before anything is sent: a value of the wrong kind (`signInWithPassword()`, `{ email: 123 }`,
 * `{ limit: NaN }`, metadata that is not plain JSON, an id that is empty or '..') rejects with an InvalidArgumentError
 * naming the argument (a bug to fix, not a Result).
 * @example
 * const user = await app.getUser({ or: 'throw' });
 * console.log(user.displayName ?? user.primaryEmail);
 * const renamed = await user.update({ displayName: 'Ann' });
 * const teams = await user.teams.list();
 * await user.signOut();
 * @public
 */
export class CurrentUser extends entityFields<User>() {
  /** `user.teams`: list, get, create, leave, permissions in a team, invitations addressed to the user. */
  readonly teams: UserTeams;
  /** `user.contactChannels`: list and add the user's email addresses. */
  readonly contactChannels: UserContactChannels;
  /** `user.tokens`: the session's access and refresh tokens, auth JSON and Authorization header (refreshed as usual). */
  readonly tokens: SessionTokens;
  /** For subclasses' and extensions' methods. */
  protected readonly deps: CurrentUserDeps;

  constructor(user: User, deps: CurrentUserDeps) {
    super(user);
    this.deps = deps;
    this.teams = new UserTeams(deps.features);
    this.contactChannels = new UserContactChannels(deps.features);
    this.tokens = new SessionTokens(deps.ctx.session);
  }

  /**
   * The account-settings features, loaded on first use: active sessions, the user's and their teams' API keys, OAuth
   * provider accounts, connected accounts and project permissions, by their official names.
   */
  async accountSettings(): Promise<AccountExtras> {
    return (await this.deps.features()).accountExtras;
  }

  /**
   * PATCH /users/me; resolves with the updated user (this object is a snapshot and stays as it was). The next
   * request renews the access token, so it carries the new claims. Errors: TEAM_MEMBERSHIP_NOT_FOUND (selectedTeamId),
   * USER_EMAIL_ALREADY_EXISTS (primaryEmail). A profileImageUrl that is not a base64 image throws (400 text).
   */
  async update(update: UserUpdate): Promise<Result<CurrentUser, UserUpdateError>> {
    const { account, checkInput } = await this.deps.features();
    checkInput('update', update);
    return mapResult(await account.update(update), (user) => new CurrentUser(user, this.deps));
  }

  /** update({ displayName }) (the official name); null clears it. */
  setDisplayName(displayName: string | null): Promise<Result<CurrentUser, UserUpdateError>> {
    return this.update({ displayName });
  }

  /** update({ clientMetadata }) (the official name). */
  setClientMetadata(metadata: JsonValue): Promise<Result<CurrentUser, UserUpdateError>> {
    return this.update({ clientMetadata: metadata });
  }

  /** PATCH /users/me {selected_team_id}, as update() does; null clears the selection. Errors: TEAM_MEMBERSHIP_NOT_FOUND. */
  async setSelectedTeam(team: TeamRef | null): Promise<Result<CurrentUser, MembershipError>> {
    const teamId = team === null ? null : refId('team', team);
    const { account } = await this.deps.features();
    const result = await account.selectTeam(teamId);
    return mapResult(result, (user) => new CurrentUser(user, this.deps));
  }

  /** DELETE /users/me, then the session ends locally. Errors: OperationNotAllowedError 'clientUserDeletionDisabled'. */
  async delete(): Promise<Result<void, UserDeleteError>> {
    return (await this.deps.features()).account.delete();
  }

  /**
   * Changes the password (the server ends the user's other sessions). Errors: PASSWORD_TOO_SHORT / _LONG and a
   * confirmation mismatch (PASSWORD_CONFIRMATION_MISMATCH) before any request; PASSWORD_CONFIRMATION_MISMATCH (wrong
   * old password), USER_DOES_NOT_HAVE_PASSWORD.
   */
  async updatePassword(input: UpdatePasswordInput): Promise<Result<void, UpdatePasswordError>> {
    const { account, checkInput } = await this.deps.features();
    checkInput('input', input, ['oldPassword', 'newPassword']);
    return account.updatePassword(input);
  }

  /** Sets a first password. Errors: PASSWORD_TOO_SHORT / _LONG (no request); OperationNotAllowedError 'passwordAlreadySet'. */
  async setPassword(input: { readonly password: string }): Promise<Result<void, SetPasswordError>> {
    const { account, checkInput } = await this.deps.features();
    checkInput('input', input, ['password']);
    return account.setPassword(input.password);
  }

  /**
   * Emails a verification link for the primary email to `callbackUrl`, by default urls.emailVerification. Errors:
   * OperationNotAllowedError 'noPrimaryEmail' (no request), EMAIL_ALREADY_VERIFIED, EMAIL_IS_NOT_PRIMARY_EMAIL, REDIRECT_URL_NOT_WHITELISTED.
   */
  async sendVerificationEmail(options: { readonly callbackUrl?: string } = {}): Promise<Result<void, SendVerificationEmailError>> {
    const { account, checkInput } = await this.deps.features();
    checkInput('options', options);
    return account.sendVerificationEmail(this.primaryEmail, options.callbackUrl);
  }

  /**
   * The access token of the user's connected account at `providerId`, for `scope` (space-separated); null when the
   * account is not connected or was not granted the scope (spec §8). Other failures throw (provider not enabled…).
   */
  async getConnectedAccountAccessToken(providerId: string, options: { readonly scope?: string } = {}): Promise<string | null> {
    const { account, checkInput } = await this.deps.features();
    checkString('providerId', providerId);
    checkInput('options', options);
    return account.connectedAccountAccessToken(providerId, options.scope);
  }

  /**
   * In a browser: connects the account at `providerId` to this user, or asks an already connected one for more scopes
   * (`providerScope`, space separated). Goes to the provider and back to urls.oauthCallback, where
   * `app.handleOAuthCallback()` finishes it. Errors: OAuthLinkError (the page stays).
   */
  async linkConnectedAccount(providerId: string, options?: OAuthSignInOptions): Promise<Result<void, OAuthLinkError>> {
    const { oauth, checkOptions } = await this.deps.features();
    checkString('providerId', providerId);
    checkOptions('options', options);
    return oauth.linkConnectedAccount(providerId, options);
  }

  /**
   * The access token of the user's account at `providerId` granted `scopes`, or — not connected, or without those
   * scopes — starts linking it in a browser (as linkConnectedAccount, asking for `scopes`) and resolves null while the
   * page leaves for the provider. Errors: OAuthLinkError (the page stays).
   */
  async getOrLinkConnectedAccount(providerId: string, options: { readonly scopes?: readonly string[] } = {}): Promise<Result<ConnectedAccountAccess | null, OAuthLinkError>> {
    const { account, oauth, getOrLinkConnectedAccount } = await this.deps.features();
    return getOrLinkConnectedAccount(account, oauth, providerId, options); // checks its arguments
  }

  /** Signs out (server revoke, local clear) and redirects to urls.afterSignOut as the redirect method says; the outcome says where it went or why not. */
  signOut(options?: SignOutOptions): Promise<RedirectOutcome> {
    return checked(() => checkObject('options', options, true), () => this.deps.signOut.signOut(options));
  }
}
