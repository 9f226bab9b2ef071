/**
 * `StackClientApp`: the official client app over Portcullis's ClientApp. Sign-in methods resolve with the official
 * `{ status }` results (`data: undefined` on success); `getUser` gives the official flat user object; the session's
 * tokens sit on the app as the official AuthLike members.
 */
import { StackAssertionError } from './assertion-error';
import { buildApps, type AccessType, type PortcullisApps } from './build-apps';
import { notSupported } from './errors';
import {
  constructorOptions, unavailableSessionReason, type TokenStoreOption, withInherited, type StackAdminAppConstructorOptions, type StackClientAppConstructorOptions, type TokenStoreInit,
} from './options';
import type { KnownErrors } from './errors';
import type { ClientApp, CurrentUser } from './portcullis';
import { toClientProject, type Project } from './project';
import { toStatus, type StatusResult } from './results';
import { StackCurrentUser, type ProjectOwnerActions } from './user';

export interface GetUserOptions {
  readonly or?: 'return-null' | 'redirect' | 'throw' | 'anonymous';
  readonly includeRestricted?: boolean;
  /** Read the user of another session (a request's, or these tokens) instead of the app's own. */
  readonly tokenStore?: TokenStoreInit;
}

type RedirectOptions = { readonly replace?: boolean; readonly noRedirectBack?: boolean };
type VerificationCodeError = InstanceType<typeof KnownErrors.VerificationCodeError>;

export class StackClientApp {
  /** Which Portcullis facade a `new` of this class builds; the server and admin classes say theirs. */
  static readonly accessType: AccessType = 'client';
  readonly [constructorOptions]: StackAdminAppConstructorOptions;
  protected readonly _apps: PortcullisApps;

  constructor(options: StackClientAppConstructorOptions) {
    const resolved = withInherited(options as StackAdminAppConstructorOptions);
    this[constructorOptions] = resolved;
    this._apps = buildApps(resolved, (new.target as typeof StackClientApp).accessType);
  }

  get projectId(): string { return this._apps.client.projectId; }
  get urls(): ClientApp['urls'] { return this._apps.client.urls; }
  /** The official form, `js @stackframe/js@<version>`: what the apps send as X-Stack-Client-Version. */
  get version(): string { return this._apps.client.version; }

  // Password, magic link, MFA, passkey, OAuth.
  signInWithCredential(options: { readonly email: string; readonly password: string; readonly noRedirect?: boolean }): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.signInWithPassword(options), () => undefined);
  }
  async signUpWithCredential(options: {
    readonly email: string; readonly password: string; readonly noRedirect?: boolean; readonly noVerificationCallback?: boolean; readonly verificationCallbackUrl?: string;
  }): Promise<StatusResult<undefined, unknown>> {
    if (options.noVerificationCallback === true && options.verificationCallbackUrl !== undefined) {
      throw new StackAssertionError('verificationCallbackUrl is not allowed when noVerificationCallback is true');
    }
    return toStatus(this._apps.client.signUpWithPassword(options), () => undefined);
  }
  signInWithMagicLink(code: string, options?: { readonly noRedirect?: boolean }): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.signInWithMagicLink(code, options), () => undefined);
  }
  signInWithMfa(otp: string, code: string, options?: { readonly noRedirect?: boolean }): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.signInWithMfa({ totp: otp, attemptCode: code, ...options }), () => undefined);
  }
  signInWithPasskey(): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.signInWithPasskey(), () => undefined);
  }
  async signInWithOAuth(provider: string, options?: { readonly returnTo?: string }): Promise<void> {
    const started = await this._apps.client.signInWithOAuth(provider, options);
    if (!started.ok) throw started.error;
  }
  async callOAuthCallback(): Promise<boolean> {
    const outcome = await this._apps.client.handleOAuthCallback();
    if (!outcome.ok) throw outcome.error;
    return outcome.value.handled;
  }
  sendMagicLinkEmail(email: string, options?: { readonly callbackUrl?: string }): Promise<StatusResult<{ nonce: string }, unknown>> {
    return toStatus(this._apps.client.sendMagicLinkEmail(email, options), (value) => ({ nonce: value.nonce }));
  }

  // Emailed codes: password reset, verification, team invitations.
  async sendForgotPasswordEmail(email: string, options?: { readonly callbackUrl?: string }): Promise<StatusResult<undefined, never>> {
    await this._apps.client.sendForgotPasswordEmail(email, options);
    return { status: 'ok', data: undefined };
  }
  resetPassword(options: { readonly code: string; readonly password: string }): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.resetPassword(options), () => undefined);
  }
  verifyPasswordResetCode(code: string): Promise<StatusResult<undefined, VerificationCodeError>> {
    return toStatus(this._apps.client.checkPasswordResetCode(code), () => undefined) as Promise<StatusResult<undefined, VerificationCodeError>>;
  }
  verifyEmail(code: string): Promise<StatusResult<undefined, VerificationCodeError>> {
    return toStatus(this._apps.client.verifyEmail(code), () => undefined) as Promise<StatusResult<undefined, VerificationCodeError>>;
  }
  verifyTeamInvitationCode(code: string): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.verifyTeamInvitationCode(code), () => undefined);
  }
  acceptTeamInvitation(code: string): Promise<StatusResult<undefined, unknown>> {
    return toStatus(this._apps.client.acceptTeamInvitation(code), () => undefined);
  }
  getTeamInvitationDetails(code: string): Promise<StatusResult<{ teamDisplayName: string }, unknown>> {
    return toStatus(this._apps.client.getTeamInvitationDetails(code), (details) => ({ teamDisplayName: details.teamDisplayName }));
  }

  // The user and the project.
  getUser(options: GetUserOptions & { readonly or: 'throw' | 'redirect' | 'anonymous' }): Promise<StackCurrentUser>;
  getUser(options?: GetUserOptions): Promise<StackCurrentUser | null>;
  async getUser(options?: GetUserOptions): Promise<StackCurrentUser | null> {
    const { or, includeRestricted, tokenStore } = options ?? {};
    if (or === 'anonymous' && includeRestricted === false) {
      throw new StackAssertionError("Cannot use { or: 'anonymous' } with { includeRestricted: false }: an anonymous user is always restricted.");
    }
    if (options !== undefined && 'apiKey' in options) return notSupported('StackClientApp.getUser({ apiKey })', 'needs a StackServerApp');
    const unavailable = tokenStore === undefined ? unavailableSessionReason(this[constructorOptions]) : null;
    if (unavailable !== null) throw unavailable;
    const client = tokenStore === undefined ? this._apps.client : this._appFor(tokenStore).client;
    const user = await client.getUser({ ...(or === undefined ? {} : { or }), ...(includeRestricted === undefined ? {} : { includeRestricted }) });
    return user === null ? null : this._wrapUser(user, client);
  }
  async getProject(): Promise<Project> { return toClientProject(await this._apps.client.getProject()); }

  // The session's tokens (official AuthLike on the app).
  getAccessToken(options?: TokenStoreOption): Promise<string | null> { return this._tokensFor(options).getAccessToken(); }
  getRefreshToken(options?: TokenStoreOption): Promise<string | null> { return this._tokensFor(options).getRefreshToken(); }
  getAuthorizationHeader(options?: TokenStoreOption): Promise<string | null> { return this._tokensFor(options).getAuthorizationHeader(); }
  async getAuthJson(options?: TokenStoreOption): Promise<{ accessToken: string | null; refreshToken: string | null }> {
    const { accessToken, refreshToken } = await this._tokensFor(options).getAuthJson();
    return { accessToken, refreshToken };
  }
  /** `{ 'x-stack-auth': … }` for a fetch to your own server; with `tokenStore`, that session's instead of the app's. */
  getAuthHeaders(options?: TokenStoreOption): Promise<{ 'x-stack-auth': string }> {
    return this._tokensFor(options).getAuthHeaders();
  }
  async signOut(options?: { readonly redirectUrl?: URL | string }): Promise<void> {
    await this._apps.client.signOut(options?.redirectUrl === undefined ? undefined : { redirectUrl: String(options.redirectUrl) });
  }

  // Redirects to the handler pages (resolve once the redirect method has acted).
  async redirectToSignIn(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToSignIn(options); }
  async redirectToSignUp(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToSignUp(options); }
  async redirectToSignOut(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToSignOut(options); }
  async redirectToEmailVerification(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToEmailVerification(options); }
  async redirectToPasswordReset(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToPasswordReset(options); }
  async redirectToForgotPassword(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToForgotPassword(options); }
  async redirectToOAuthCallback(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToOAuthCallback(options); }
  async redirectToMagicLinkCallback(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToMagicLinkCallback(options); }
  async redirectToAccountSettings(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToAccountSettings(options); }
  async redirectToTeamInvitation(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToTeamInvitation(options); }
  async redirectToMfa(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToMfa(options); }
  async redirectToError(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToError(options); }
  async redirectToHome(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToHome(options); }
  async redirectToAfterSignIn(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToAfterSignIn(options); }
  async redirectToAfterSignUp(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToAfterSignUp(options); }
  async redirectToAfterSignOut(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToAfterSignOut(options); }
  async redirectToOnboarding(options?: RedirectOptions): Promise<void> { await this._apps.client.redirectToOnboarding(options); }

  /** The tokens of the session `options.tokenStore` names: this app's own when absent or the same store as the app's. */
  protected _tokensFor(options: TokenStoreOption | undefined): ClientApp['tokens'] {
    const tokenStore = options?.tokenStore;
    if (tokenStore === undefined || tokenStore === this[constructorOptions].tokenStore) return this._apps.client.tokens;
    return this._appFor(tokenStore ?? 'memory').client.tokens; // null, as the official: no store, so a new empty one
  }

  /** An app of the same kind over another session (the official `getUser({ tokenStore })`). */
  protected _appFor(tokenStore: TokenStoreInit): PortcullisApps {
    return buildApps({ ...this[constructorOptions], tokenStore }, (this.constructor as typeof StackClientApp).accessType);
  }

  /** The official user object for a Portcullis user read through `client`; admin apps add the owner actions. */
  protected _wrapUser(user: CurrentUser, client: ClientApp): StackCurrentUser {
    return new StackCurrentUser(user, client, this._ownerActions());
  }

  protected _ownerActions(): ProjectOwnerActions | undefined {
    return undefined;
  }
}
