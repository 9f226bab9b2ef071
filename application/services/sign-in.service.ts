/**
 * SignInService: the sign-in use cases (protocol §2.2–§2.4, §6.5, §6.9): password sign-up and sign-in, magic
 * link, MFA. Each success stores the session and redirects to afterSignIn / afterSignUp; expected failures are
 * Results (see sign-in.errors.ts).
 */
import { inject, injectable } from 'inversify';
import type { TokenResponse } from '../../domain/entities/session';
import { KnownErrors } from '../../domain/errors/known-errors';
import { parseTotpCode } from '../../domain/mfa/totp-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { clientSideError } from '../../domain/errors/client-side-errors';
import { cleanOAuthCallbackUrl } from '../../domain/oauth/callback-url';
import { AuthEndpoints } from '../endpoints/auth.endpoints';
import { AppContext } from '../shared/app-context';
import { expectErrors } from '../shared/expect-errors';
import { checkPassword, parseCodeInput, type CodeInput } from './code-input';
import { MfaAttempts } from './mfa-attempts';
import { RedirectService } from './redirect.service';
import {
  MAGIC_LINK_SIGN_IN_ERRORS, MFA_SIGN_IN_ERRORS, PASSWORD_SIGN_IN_ERRORS, SEND_MAGIC_LINK_ERRORS, SIGN_UP_ERRORS,
  type MagicLinkSignInError, type MfaSignInError, type PasswordSignInError, type SendMagicLinkError, type SignUpError,
} from './sign-in.errors';
import { NOT_REQUESTED, type CallbackOutcome, type SignInCallOptions, type SignedIn } from './sign-in-result';

/** The `code` of an emailed link (magic link), or null. */
function codeFromLink(page: string): string | null {
  const code = URL.canParse(page) ? new URL(page).searchParams.get('code') : null;
  return code === null || code === '' ? null : code;
}

/** The page without its one-time code (and fragment); other parameters keep their encoding. */
const withoutCode = (page: string): string => cleanOAuthCallbackUrl(page) ?? page;

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

@injectable()
export class SignInService {
  readonly #ctx: AppContext;
  readonly #auth: AuthEndpoints;
  readonly #redirects: RedirectService;
  readonly #mfa: MfaAttempts;

  constructor(
    @inject(AppContext) ctx: AppContext,
    @inject(AuthEndpoints) auth: AuthEndpoints,
    @inject(RedirectService) redirects: RedirectService,
    @inject(MfaAttempts) mfa: MfaAttempts,
  ) {
    this.#ctx = ctx;
    this.#auth = auth;
    this.#redirects = redirects;
    this.#mfa = mfa;
  }

  async signUpWithPassword(input: PasswordSignUpInput): Promise<Result<SignedIn, SignUpError>> {
    const password = checkPassword(input.password);
    if (!password.ok) return password;
    const result = await expectErrors(this.#signUp(input), SIGN_UP_ERRORS);
    return this.#settle(result, input);
  }

  async signInWithPassword(input: PasswordSignInInput): Promise<Result<SignedIn, PasswordSignInError>> {
    const result = await expectErrors(this.#auth.passwordSignIn(input.email, input.password), PASSWORD_SIGN_IN_ERRORS);
    return this.#settle(result, input);
  }

  async sendMagicLinkEmail(email: string, options: { readonly callbackUrl?: string } = {}): Promise<Result<{ readonly nonce: string }, SendMagicLinkError>> {
    const callbackUrl = this.#redirects.requiredCallbackUrl('magicLinkCallback', options.callbackUrl);
    const result = await expectErrors(this.#auth.sendSignInCode(email, callbackUrl), SEND_MAGIC_LINK_ERRORS);
    return result.ok ? { ok: true, value: { nonce: result.value } } : result;
  }

  async signInWithMagicLink(input: CodeInput, options: SignInCallOptions = {}): Promise<Result<SignedIn, MagicLinkSignInError>> {
    const code = parseCodeInput(input);
    if (!code.ok) return code;
    const result = await expectErrors(this.#auth.otpSignIn(code.value), MAGIC_LINK_SIGN_IN_ERRORS);
    return this.#settle(result, options);
  }

  /**
   * On the magic-link page: the link's code leaves the address bar (so a reload cannot replay it), then signs in with
   * it. `{ handled: false }` when the page carries no code.
   */
  async handleMagicLinkCallback(options: SignInCallOptions = {}): Promise<Result<CallbackOutcome, MagicLinkSignInError>> {
    const page = this.#ctx.navigation.currentUrl();
    const code = page === null ? null : codeFromLink(page);
    if (page === null || code === null) return ok({ handled: false });
    this.#ctx.navigation.rewriteAddress(withoutCode(page));
    const result = await this.signInWithMagicLink(code, options);
    return result.ok ? ok({ handled: true, signedIn: result.value }) : result;
  }

  async signInWithMfa(input: MfaSignInInput): Promise<Result<SignedIn, MfaSignInError>> {
    const totp = parseTotpCode(input.totp);
    if (!totp.ok) return totp;
    const attemptCode = input.attemptCode ?? this.#mfa.current();
    if (attemptCode === null) return err(clientSideError('VERIFICATION_CODE_NOT_FOUND'));
    const result = await expectErrors(this.#auth.mfaSignIn(totp.value, attemptCode), MFA_SIGN_IN_ERRORS);
    if (result.ok) this.#mfa.forget(); // a wrong code keeps it: the person may try again
    return result.ok ? this.#complete(result.value, input) : result;
  }

  /**
   * With the default verification URL, a REDIRECT_URL_NOT_WHITELISTED answer means this page's origin is not a
   * trusted domain: the SDK then signs up without a verification email rather than failing (protocol §6.9).
   * A URL the caller gave is theirs to fix, so that error is thrown.
   */
  async #signUp(input: PasswordSignUpInput): Promise<TokenResponse> {
    const given = input.verificationCallbackUrl;
    const url = input.noVerificationCallback === true ? null : this.#redirects.callbackUrl('emailVerification', given);
    try {
      return await this.#auth.passwordSignUp(input.email, input.password, url);
    } catch (error) {
      if (given !== undefined || url === null || !KnownErrors.RedirectUrlNotWhitelisted.isInstance(error)) throw error;
      return this.#auth.passwordSignUp(input.email, input.password, null);
    }
  }

  /** Success signs in; a second-factor answer keeps its attempt code for the MFA step. */
  async #settle<E>(result: Result<TokenResponse, E>, options: SignInCallOptions): Promise<Result<SignedIn, E>> {
    if (result.ok) return this.#complete(result.value, options);
    this.#mfa.remember(result.error);
    return result;
  }

  async #complete(tokens: TokenResponse, options: SignInCallOptions): Promise<Result<SignedIn, never>> {
    this.#ctx.session.signIn({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken });
    const isNewUser = tokens.isNewUser === true;
    const redirect = options.noRedirect === true ? NOT_REQUESTED : await this.#redirects.redirectAfterAuth(isNewUser);
    return { ok: true, value: { userId: tokens.userId ?? '', isNewUser, redirected: redirect.navigated, redirect } };
  }
}
