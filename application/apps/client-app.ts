/**
 * ClientApp: the public client facade — the sign-in surface, the current user and the project. Every method
 * delegates to one service; expected failures come back as Results whose error union the TSDoc lists.
 */
import type { ClientProject } from '../../domain/entities/project';
import type { TeamInvitationDetails } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import type { HandlerUrls } from '../../domain/urls/handler-urls';
import type { CurrentUser } from '../user/current-user';
import { SessionTokens } from '../core/session/session-tokens';
import type { CodeInput } from '../core/code-input';
import type { CurrentUserService, GetUserOptions } from '../user/current-user.service';
import type {
  MagicLinkSignInError, MfaSignInError, PasswordSignInError, ResetPasswordError, SendMagicLinkError, SignUpError,
  TeamInvitationError, VerificationCodeError,
} from '../sign-in/sign-in.errors';
import type { CallbackOutcome, SignInCallOptions, SignedIn } from '../core/sign-in-result';
import type { OAuthCallbackError, OAuthStartError } from '../oauth/oauth.errors';
import type { PasskeyRegisterError, PasskeySignInError } from '../passkeys/passkey.errors';
import type { OAuthCallbackOutcome, OAuthSignInOptions } from '../oauth/oauth.service';
import type { SignInService, MfaSignInInput, PasswordSignInInput, PasswordSignUpInput } from '../sign-in/sign-in.service';
import type { RedirectOutcome } from '../core/redirect-outcome';
import type { RedirectName, RedirectService, RedirectToOptions } from '../redirects/redirect.service';
import type { HookRedirect, RouterNavigate } from '../core/app-options';
import type { SignOutService, SignOutOptions, SignOutPageOutcome } from '../sign-in/sign-out.service';
import type { AppCache } from '../core/cache/app-cache';
import type { AppContext } from '../core/app-context';
import type { Lazy } from '../core/lazy';
import type { UserFeatures } from '../user/user-features';
import type { SessionListener } from '../core/session/session-events';
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { checked, checkObject, checkString, checkStringFields } from '../core/arguments';
import { getUserOptionsOf } from './get-user-argument';

/**
 * Arguments are checked before anything is sent: a value of the wrong kind (`signInWithPassword()`, `{ email: 123 }`,
 * `{ limit: NaN }`, metadata that is not plain JSON, an id that is empty or '..') rejects with an InvalidArgumentError
 * naming the argument (a bug to fix, not a Result).
 * @example
 * const app = createClientApp({ projectId, publishableClientKey });
 * const result = await app.signInWithPassword({ email, password });
 * if (!result.ok && KnownErrors.MultiFactorAuthenticationRequired.isInstance(result.error)) {
 *   await app.signInWithMfa({ totp: '123456', attemptCode: result.error.details.attempt_code });
 * }
 * const user = await app.getUser();
 * @public
 */
export class ClientApp {
  readonly #signIn: SignInService;
  // Sign-up, magic link, MFA, verification (email, password reset, invitations)… load on first use: a password
  // sign-in page does not need them.
  readonly #features: Lazy<UserFeatures>;
  readonly #users: CurrentUserService;
  readonly #signOut: SignOutService;
  readonly #ctx: AppContext;
  readonly #redirects: RedirectService;
  /**
   * The session's tokens for calling your own API: `getAccessToken`, `getRefreshToken`, `getAuthJson`, `getAuthHeaders`,
   * `getAuthorizationHeader` (refreshed first when near expiry). Grouped so the facade keeps its flat names within budget.
   */
  readonly tokens: SessionTokens;

  constructor(
    signIn: SignInService,
    features: Lazy<UserFeatures>,
    users: CurrentUserService,
    signOut: SignOutService,
    ctx: AppContext,
    redirects: RedirectService,
  ) {
    this.#signIn = signIn;
    this.#features = features;
    this.#users = users;
    this.#signOut = signOut;
    this.#ctx = ctx;
    this.#redirects = redirects;
    this.tokens = new SessionTokens(ctx.session);
  }

  get projectId(): string {
    return this.#ctx.options.projectId;
  }

  /** The client version this app sends (`X-Stack-Client-Version`), e.g. 'js @portcullis/client@1.2.3'. */
  get version(): string {
    return this.#ctx.requests.options.clientVersion;
  }

  /**
   * The app's session-scoped cache (what getUser, teams, channels… read through). For UI bindings: `observe(app)` builds
   * Observables on it; most apps never touch it directly.
   */
  get cache(): AppCache {
    return this.#ctx.cache;
  }

  /** The resolved handler URLs (spec §2 defaults under /handler). */
  get urls(): HandlerUrls {
    return this.#ctx.options.urls;
  }

  /**
   * Creates a password account and signs it in, then redirects to urls.afterSignUp. The verification email links
   * to `verificationCallbackUrl`, by default urls.emailVerification made absolute (dropped if the server refuses it).
   * Errors: USER_EMAIL_ALREADY_EXISTS, PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (checked first, no request),
   * SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED.
   */
  async signUpWithPassword(input: PasswordSignUpInput): Promise<Result<SignedIn, SignUpError>> {
    const features = await this.#features();
    features.checkInput('input', input, ['email', 'password']);
    return features.signIn.signUpWithPassword(input);
  }

  /** Signs in, then redirects to urls.afterSignIn. Errors: EMAIL_PASSWORD_MISMATCH, MULTI_FACTOR_AUTHENTICATION_REQUIRED (details.attempt_code → signInWithMfa). */
  signInWithPassword(input: PasswordSignInInput): Promise<Result<SignedIn, PasswordSignInError>> {
    return checked(() => checkStringFields('input', input, ['email', 'password']), () => this.#signIn.signInWithPassword(input));
  }

  /**
   * Emails a magic link (to `callbackUrl`, default urls.magicLinkCallback) and a one-time code; returns the nonce
   * that signInWithMagicLink({otp, nonce}) needs. Errors: USER_EMAIL_ALREADY_EXISTS, SIGN_UP_NOT_ENABLED.
   */
  async sendMagicLinkEmail(email: string, options?: { readonly callbackUrl?: string }): Promise<Result<{ readonly nonce: string }, SendMagicLinkError>> {
    const features = await this.#features();
    checkString('email', email);
    features.checkOptions('options', options);
    return features.signIn.sendMagicLinkEmail(email, options);
  }

  /**
   * Signs in with the link's 45-character code or {otp, nonce}; redirects to afterSignUp for a new user, else afterSignIn.
   * Errors: VERIFICATION_CODE_* (a malformed code is NOT_FOUND, no request), MULTI_FACTOR_AUTHENTICATION_REQUIRED,
   * USER_EMAIL_ALREADY_EXISTS, SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED.
   */
  async signInWithMagicLink(code: CodeInput, options?: SignInCallOptions): Promise<Result<SignedIn, MagicLinkSignInError>> {
    const features = await this.#features();
    if (typeof code === 'string') checkString('code', code);
    else features.checkInput('code', code, ['otp', 'nonce']);
    features.checkOptions('options', options);
    return features.signIn.signInWithMagicLink(code, options);
  }

  /** Second step after MULTI_FACTOR_AUTHENTICATION_REQUIRED. Errors: INVALID_TOTP_CODE (empty/wrong; no request when empty), VERIFICATION_CODE_*. */
  async signInWithMfa(input: MfaSignInInput): Promise<Result<SignedIn, MfaSignInError>> {
    const features = await this.#features();
    features.checkInput('input', input, ['totp']);
    return features.signIn.signInWithMfa(input);
  }

  /** Uses the code of an email-verification link. Errors: VERIFICATION_CODE_*. */
  async verifyEmail(code: string): Promise<Result<void, VerificationCodeError>> {
    checkString('code', code);
    return (await this.#features()).verification.verifyEmail(code);
  }

  /** Emails a reset link to `callbackUrl` (default urls.passwordReset). Resolves the same for unknown emails. */
  async sendForgotPasswordEmail(email: string, options?: { readonly callbackUrl?: string }): Promise<void> {
    const features = await this.#features();
    checkString('email', email);
    features.checkOptions('options', options);
    return features.verification.sendForgotPasswordEmail(email, options);
  }

  /** Whether a reset code is usable, without using it. Errors: VERIFICATION_CODE_*. */
  async checkPasswordResetCode(code: string): Promise<Result<void, VerificationCodeError>> {
    checkString('code', code);
    return (await this.#features()).verification.checkPasswordResetCode(code);
  }

  /** Sets a new password with a reset code (all the user's sessions end). Errors: PASSWORD_TOO_SHORT / _LONG (no request), VERIFICATION_CODE_*. */
  async resetPassword(input: { readonly code: string; readonly password: string }): Promise<Result<void, ResetPasswordError>> {
    const features = await this.#features();
    features.checkInput('input', input, ['code', 'password']);
    return features.verification.resetPassword(input);
  }

  /** Joins the invitation's team as the current user. Errors: VERIFICATION_CODE_*, USER_AUTHENTICATION_REQUIRED, TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED. */
  async acceptTeamInvitation(code: string): Promise<Result<void, TeamInvitationError>> {
    checkString('code', code);
    return (await this.#features()).verification.acceptTeamInvitation(code);
  }

  /**
   * On the magic-link page (urls.magicLinkCallback): takes the link's code out of the address bar and signs in with it;
   * `{ handled: false }` when the page has no code. Errors: as signInWithMagicLink.
   */
  async handleMagicLinkCallback(options?: SignInCallOptions): Promise<Result<CallbackOutcome, MagicLinkSignInError>> {
    const features = await this.#features();
    features.checkOptions('options', options);
    return features.signIn.handleMagicLinkCallback(options);
  }

  /** Adds a passkey for the signed-in user (the page hostname is its relying party). Errors: PasskeyRegisterError. */
  async registerPasskey(): Promise<Result<void, PasskeyRegisterError>> {
    return (await this.#features()).passkeys.registerPasskey();
  }

  /** Signs in with a passkey of this site, then redirects to afterSignIn. Errors: PasskeySignInError. */
  async signInWithPasskey(options?: SignInCallOptions): Promise<Result<SignedIn, PasskeySignInError>> {
    const features = await this.#features();
    features.checkOptions('options', options);
    return features.passkeys.signInWithPasskey(options);
  }

  /**
   * Starts an OAuth sign-in in a browser: a PKCE S256 verifier in a one-hour cookie, then off to the provider; the flow
   * comes back to urls.oauthCallback, where `handleOAuthCallback` finishes it. Errors: OAuthStartError (the page stays).
   */
  async signInWithOAuth(providerId: string, options?: OAuthSignInOptions): Promise<Result<void, OAuthStartError>> {
    const features = await this.#features();
    checkString('providerId', providerId);
    features.checkOptions('options', options);
    return features.oauth.signInWithOAuth(providerId, options);
  }

  /**
   * On the OAuth callback page: exchanges the code once (the verifier cookie is taken before anything else), clears
   * code and state from the address bar, signs in and redirects to after_auth_return_to (when trusted) or
   * afterSignIn / afterSignUp. `{ handled: false }` when the page is not a callback for this browser. Errors: OAuthCallbackError.
   */
  async handleOAuthCallback(): Promise<Result<OAuthCallbackOutcome, OAuthCallbackError>> {
    return (await this.#features()).oauth.handleOAuthCallback();
  }

  /**
   * Whether an invitation code is usable by the current user, without accepting it (the official SDK's name).
   * Errors: VERIFICATION_CODE_* (a malformed code is NOT_FOUND, no request).
   */
  async verifyTeamInvitationCode(code: string): Promise<Result<void, VerificationCodeError>> {
    checkString('code', code);
    return (await this.#features()).verification.verifyTeamInvitationCode(code);
  }

  /** The invitation's team, without accepting. Errors: as acceptTeamInvitation. */
  async getTeamInvitationDetails(code: string): Promise<Result<TeamInvitationDetails, TeamInvitationError>> {
    checkString('code', code);
    return (await this.#features()).verification.getTeamInvitationDetails(code);
  }

  // The official SDK's redirectToXyz, one per handler URL: each goes through the redirect policy (trusted targets only)
  // and resolves with the outcome (where it went, or why it stayed). `replace` replaces the history entry.
  /** urls.signIn, with `after_auth_return_to` (the page's own one, else this page) unless `noRedirectBack`. */
  redirectToSignIn(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('signIn', options); }
  /** urls.signUp, with `after_auth_return_to` as redirectToSignIn. */
  redirectToSignUp(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('signUp', options); }
  /** urls.signOut, with `after_auth_return_to` as redirectToSignIn; marked so that page signs out on arrival. */
  redirectToSignOut(options?: RedirectToOptions): Promise<RedirectOutcome> {
    return checked(() => checkObject('options', options, true), async () => {
      const intent = (await this.#features()).signOutIntent;
      intent.mark();
      const outcome = await this.#redirects.redirectToHandler('signOut', options);
      if (!outcome.navigated) intent.clear(); // refused: no mark left behind for a later arrival
      return outcome;
    });
  }
  /** urls.emailVerification. */
  redirectToEmailVerification(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('emailVerification', options); }
  /** urls.passwordReset. */
  redirectToPasswordReset(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('passwordReset', options); }
  /** urls.forgotPassword. */
  redirectToForgotPassword(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('forgotPassword', options); }
  /** urls.oauthCallback. */
  redirectToOAuthCallback(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('oauthCallback', options); }
  /** urls.magicLinkCallback. */
  redirectToMagicLinkCallback(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('magicLinkCallback', options); }
  /** urls.accountSettings. */
  redirectToAccountSettings(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('accountSettings', options); }
  /** urls.teamInvitation. */
  redirectToTeamInvitation(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('teamInvitation', options); }
  /** urls.mfa. */
  redirectToMfa(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('mfa', options); }
  /** urls.error. */
  redirectToError(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('error', options); }
  /** urls.home. */
  redirectToHome(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('home', options); }
  /** The page's trusted `after_auth_return_to` (unless `noRedirectBack`), else urls.afterSignIn. */
  redirectToAfterSignIn(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('afterSignIn', options); }
  /** The page's trusted `after_auth_return_to` (unless `noRedirectBack`), else urls.afterSignUp. */
  redirectToAfterSignUp(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('afterSignUp', options); }
  /** urls.afterSignOut. */
  redirectToAfterSignOut(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('afterSignOut', options); }
  /** urls.onboarding. */
  redirectToOnboarding(options?: RedirectToOptions): Promise<RedirectOutcome> { return this.#redirect('onboarding', options); }

  /**
   * Revokes the session (best effort), clears it, and redirects to `redirectUrl` or urls.afterSignOut; the outcome
   * says where it went or why it stayed (an untrusted `redirectUrl`: the rule's refusal reason).
   */
  signOut(options?: SignOutOptions): Promise<RedirectOutcome> {
    return checked(() => checkObject('options', options, true), () => this.#signOut.signOut(options));
  }

  /**
   * On the sign-out page (urls.signOut): signs out on arrival only when this tab's app sent it there
   * (`redirectToSignOut`); otherwise `{ signedOut: false }` and the page should ask with a button calling `signOut`:
   * a cross-site link to the page must not sign the visitor out (issue 32).
   */
  handleSignOutPage(options?: SignOutOptions): Promise<SignOutPageOutcome> {
    return checked(() => checkObject('options', options, true), async (): Promise<SignOutPageOutcome> => {
      if (!(await this.#features()).signOutIntent.take()) return { signedOut: false };
      return { signedOut: true, redirect: await this.#signOut.signOut(options) };
    });
  }

  /**
   * The signed-in user, or null; `{or: 'throw'}` / `{or: 'redirect'}` never resolve to null (USER_AUTHENTICATION_REQUIRED);
   * `{or: 'anonymous'}` never does either: without a user the session signs up as a new anonymous one.
   */
  getUser(options: GetUserOptions & { readonly or: 'throw' | 'redirect' | 'anonymous' }): Promise<CurrentUser>;
  getUser(options?: GetUserOptions): Promise<CurrentUser | null>;
  getUser(options?: GetUserOptions): Promise<CurrentUser | null> {
    return checked(() => getUserOptionsOf(options), async () => {
      const user = await this.#users.getUser(options);
      if (user !== null || options?.or !== 'anonymous') return user;
      // The session has no user: anonymous sign-up lives with the lazily loaded sign-up code, not on the sign-in page.
      await (await this.#features()).signIn.signUpAnonymously();
      return this.#users.getUser(options);
    });
  }

  /** The project's id, display name and client config. */
  async getProject(): Promise<ClientProject> {
    return (await this.#features()).project.getProject();
  }

  /**
   * Calls `listener` after every sign-in, refresh, sign-out and invalidation, here or in another tab sharing the
   * session (cookies): re-read the user then. Returns the unsubscribe function. Throws InvalidArgumentError when
   * `listener` is not a function.
   */
  onSessionChange(listener: SessionListener): () => void {
    // Synchronous, so a synchronous throw: a listener that is not a function would throw later, inside a sign-in.
    if (typeof listener !== 'function') throw new InvalidArgumentError('listener', `must be a function, got ${describeKind(listener)}`);
    return this.#ctx.session.subscribe(listener);
  }

  /**
   * For UI bindings (PortcullisProvider): redirectMethod's hook form (`{ useNavigate }`), to call while rendering, or
   * null when the app has none. What it returns goes to setRouterNavigate.
   */
  get routerHook(): HookRedirect['useNavigate'] | null {
    const method = this.#ctx.options.redirectMethod;
    return typeof method === 'object' && 'useNavigate' in method ? method.useNavigate : null;
  }

  /**
   * For UI bindings: the navigate function `routerHook` returned, for this app's redirects to go through (same-origin
   * paths); null when the binding unmounts. No effect on an app without the hook form. Throws InvalidArgumentError
   * when `navigate` is neither a function nor null.
   */
  setRouterNavigate(navigate: RouterNavigate | null): void {
    if (navigate !== null && typeof navigate !== 'function') throw new InvalidArgumentError('navigate', `must be a function or null, got ${describeKind(navigate)}`);
    this.#redirects.setRouter(navigate);
  }

  #redirect(name: RedirectName, options: RedirectToOptions | undefined): Promise<RedirectOutcome> {
    return checked(() => checkObject('options', options, true), () => this.#redirects.redirectToHandler(name, options));
  }
}
