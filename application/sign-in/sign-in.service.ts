/**
 * SignInService: password sign-in (protocol §2.3) and what every sign-in ends with: the session is stored and the page
 * redirects to afterSignIn / afterSignUp; a second-factor answer keeps its attempt code. Expected failures are Results
 * (see sign-in.errors.ts). Sign-up, magic link and MFA (SignInExtrasService) load on first use, with the user features.
 */
import type { TokenResponse } from '../../domain/entities/session';
import type { Result } from '../../domain/shared/result';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import type { MfaAttempts } from './mfa-attempts';
import type { RedirectService } from '../redirects/redirect.service';
import { PASSWORD_SIGN_IN_ERRORS, type PasswordSignInError } from './sign-in.errors';
import { NOT_REQUESTED, type SignInCallOptions, type SignedIn } from '../core/sign-in-result';
import { tokenResponseFromWire } from '../core/session/token-response.mapping';
import { passwordTokensWireSchema } from '../core/session/session.schema';

/**
 * Input of `app.signUpWithPassword`: email, password, and where the verification email links to (or none).
 * @example
 * const input: PasswordSignUpInput = { email: 'ann@example.com', password: 'correct horse battery staple', verificationCallbackUrl: 'https://app.example.com/verify' };
 * const result = await app.signUpWithPassword(input);
 * @public
 */
export interface PasswordSignUpInput extends SignInCallOptions {
  readonly email: string;
  readonly password: string;
  /** Where the verification email links to. Default: urls.emailVerification, made absolute from the page. */
  readonly verificationCallbackUrl?: string;
  /** Send no verification email. */
  readonly noVerificationCallback?: boolean;
}

/**
 * Input of `app.signInWithPassword`.
 * @example
 * const input: PasswordSignInInput = { email: 'ann@example.com', password: 'correct horse battery staple', noRedirect: true };
 * const result = await app.signInWithPassword(input);
 * @public
 */
export interface PasswordSignInInput extends SignInCallOptions {
  readonly email: string;
  readonly password: string;
}

/**
 * Input of `app.signInWithMfa`: the TOTP code and the attempt code of the MULTI_FACTOR_AUTHENTICATION_REQUIRED result.
 * @example
 * const first = await app.signInWithPassword({ email, password });
 * if (!first.ok && KnownErrors.MultiFactorAuthenticationRequired.isInstance(first.error)) {
 *   const input: MfaSignInInput = { totp: '123456', attemptCode: first.error.details.attempt_code };
 *   const second = await app.signInWithMfa(input);
 * }
 * @public
 */
export interface MfaSignInInput extends SignInCallOptions {
  /** The six digits from the authenticator app (surrounding spaces allowed). */
  readonly totp: string;
  /**
   * `error.details.attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED result. Optional: the last one this tab
   * received is kept in session storage until the code is accepted, so the MFA step can be a page of its own.
   */
  readonly attemptCode?: string;
}

/** POST /auth/password/sign-in (protocol §2.2): the wire call, its answer as the domain TokenResponse. */
async function passwordSignIn(ctx: AppContext, email: string, password: string): Promise<TokenResponse> {
  const response = await ctx.requests.send({
    method: 'POST', path: '/auth/password/sign-in', body: { email, password }, session: ctx.session, schema: passwordTokensWireSchema, secrets: [password],
  });
  return tokenResponseFromWire({ ...response.body, is_new_user: false });
}

export class SignInService {
  readonly #ctx: AppContext;
  readonly #redirects: RedirectService;
  readonly #mfa: MfaAttempts;

  constructor(ctx: AppContext, redirects: RedirectService, mfa: MfaAttempts) {
    this.#ctx = ctx;
    this.#redirects = redirects;
    this.#mfa = mfa;
  }

  async signInWithPassword(input: PasswordSignInInput): Promise<Result<SignedIn, PasswordSignInError>> {
    const result = await expectErrors(passwordSignIn(this.#ctx, input.email, input.password), PASSWORD_SIGN_IN_ERRORS);
    return this.settle(result, input);
  }

  /** Success signs in; a second-factor answer keeps its attempt code for the MFA step. */
  async settle<E>(result: Result<TokenResponse, E>, options: SignInCallOptions): Promise<Result<SignedIn, E>> {
    if (result.ok) return this.complete(result.value, options);
    this.#mfa.remember(result.error);
    return result;
  }

  /** Stores the session, then redirects to afterSignUp (a new user) or afterSignIn unless `noRedirect`. */
  async complete(tokens: TokenResponse, options: SignInCallOptions): Promise<Result<SignedIn, never>> {
    this.#ctx.session.signIn({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken });
    const isNewUser = tokens.isNewUser === true;
    const redirect = options.noRedirect === true ? NOT_REQUESTED : await this.#redirects.redirectAfterAuth(isNewUser);
    return { ok: true, value: { userId: tokens.userId ?? '', isNewUser, redirected: redirect.navigated, redirect } };
  }
}
