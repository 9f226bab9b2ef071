/**
 * SignInExtrasService: the sign-in use cases a password sign-in page does not run (protocol §2.2, §2.4, §6.5, §6.9):
 * password and anonymous sign-up, magic link (send, sign in, the callback page) and the MFA step. Loaded on first use with the user
 * features; each success ends as SignInService.complete does (session stored, redirect), expected failures are Results.
 */
import type { TokenResponse } from '../../domain/entities/session';
import { KnownErrors } from '../../domain/errors/known-errors';
import { signUpAnonymously } from './anonymous-sign-up';
import { parseTotpCode } from '../../domain/mfa/totp-code';
import { parseUrl } from '../../domain/shared/parse-url';
import { err, ok, type Result } from '../../domain/shared/result';
import { clientSideError } from '../../domain/errors/client-side-errors';
import { cleanOAuthCallbackUrl } from '../../domain/oauth/callback-url';
import type { SignInCodeEndpoints } from './sign-in-code.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import { checkPassword, type CodeInput } from '../core/code-input';
import { parseCodeInput } from '../core/code-parse';
import type { MfaAttempts } from './mfa-attempts';
import { MAGIC_LINK_SIGN_IN_ERRORS, MFA_SIGN_IN_ERRORS, SEND_MAGIC_LINK_ERRORS, SIGN_UP_ERRORS } from './on-demand.errors';
import type { MagicLinkSignInError, MfaSignInError, SendMagicLinkError, SignUpError } from './sign-in.errors';
import type { CallbackOutcome, MagicLinkConfirmation, SignInCallOptions, SignedIn } from '../core/sign-in-result';
import { decodeAccessToken } from '../../domain/session/access-token';
import type { MagicLinkRequests } from './magic-link-requests';
import type { SignInService, MfaSignInInput, PasswordSignUpInput } from './sign-in.service';
import { callbackUrl, requiredCallbackUrl } from '../redirects/callback-urls';

/** The `code` of an emailed link (magic link), or null. */
function codeFromLink(page: string): string | null {
  const code = parseUrl(page)?.searchParams.get('code') ?? null;
  return code === null || code === '' ? null : code;
}

/** The page without its one-time code (and fragment); other parameters keep their encoding. */
const withoutCode = (page: string): string => cleanOAuthCallbackUrl(page) ?? page;

export class SignInExtrasService {
  readonly #ctx: AppContext;
  readonly #auth: SignInCodeEndpoints;
  readonly #mfa: MfaAttempts;
  readonly #signIn: SignInService;
  readonly #asked: MagicLinkRequests;

  constructor(
    ctx: AppContext,
    auth: SignInCodeEndpoints,
    mfa: MfaAttempts,
    signIn: SignInService,
    asked: MagicLinkRequests,
  ) {
    this.#ctx = ctx;
    this.#auth = auth;
    this.#mfa = mfa;
    this.#signIn = signIn;
    this.#asked = asked;
  }

  async signUpWithPassword(input: PasswordSignUpInput): Promise<Result<SignedIn, SignUpError>> {
    const password = checkPassword(input.password);
    if (!password.ok) return password;
    const result = await expectErrors(this.#signUp(input), SIGN_UP_ERRORS);
    return this.#signIn.settle(result, input);
  }

  /** A new anonymous user as the session's user (`getUser({ or: 'anonymous' })` without a user). */
  signUpAnonymously(): Promise<void> {
    return signUpAnonymously(this.#ctx);
  }

  async sendMagicLinkEmail(email: string, options: { readonly callbackUrl?: string } = {}): Promise<Result<{ readonly nonce: string }, SendMagicLinkError>> {
    const callbackUrl = requiredCallbackUrl(this.#ctx, 'magicLinkCallback', options.callbackUrl);
    const result = await expectErrors(this.#auth.sendSignInCode(email, callbackUrl), SEND_MAGIC_LINK_ERRORS);
    if (!result.ok) return result;
    this.#asked.remember(result.value); // the callback signs in on arrival only for links this browser asked for
    return { ok: true, value: { nonce: result.value } };
  }

  async signInWithMagicLink(input: CodeInput, options: SignInCallOptions = {}): Promise<Result<SignedIn, MagicLinkSignInError>> {
    const code = parseCodeInput(input);
    if (!code.ok) return code;
    const result = await expectErrors(this.#auth.otpSignIn(code.value), MAGIC_LINK_SIGN_IN_ERRORS);
    return this.#signIn.settle(result, options);
  }

  /**
   * On the magic-link page: the link's code leaves the address bar (so a reload cannot replay it), then, when this
   * browser asked for the link, signs in with it. A link it did not ask for (login CSRF: another site may have sent the
   * visitor here with its own link) is exchanged without the visitor's session and nothing is stored: the outcome's
   * `confirmation` names the account and waits for the person's choice. `{ handled: false }` when there is no code.
   */
  async handleMagicLinkCallback(options: SignInCallOptions = {}): Promise<Result<CallbackOutcome, MagicLinkSignInError>> {
    const page = this.#ctx.navigation.currentUrl();
    const link = page === null ? null : codeFromLink(page);
    if (page === null || link === null) return ok({ handled: false });
    this.#ctx.navigation.rewriteAddress(withoutCode(page));
    const code = parseCodeInput(link);
    if (!code.ok) return code;
    if (this.#asked.takeMatching(code.value)) {
      const result = await this.signInWithMagicLink(code.value, options);
      return result.ok ? ok({ handled: true, signedIn: result.value, confirmation: null }) : result;
    }
    const exchanged = await expectErrors(this.#auth.otpSignIn(code.value, false), MAGIC_LINK_SIGN_IN_ERRORS);
    if (!exchanged.ok) {
      this.#mfa.remember(exchanged.error);
      return exchanged;
    }
    return ok({ handled: true, signedIn: null, confirmation: this.#confirmation(exchanged.value, options) });
  }

  /** The choice for an exchanged session that is not stored yet; whichever is called first wins, once. */
  #confirmation(tokens: TokenResponse, options: SignInCallOptions): MagicLinkConfirmation {
    const claims = decodeAccessToken(tokens.accessToken);
    let settled = false;
    const once = (): void => {
      if (settled) throw new Error('this magic-link sign-in was already confirmed or declined');
      settled = true;
    };
    return {
      account: { userId: claims?.sub ?? tokens.userId ?? '', primaryEmail: claims?.email ?? null, displayName: claims?.name ?? null },
      replacesSession: this.#ctx.session.isSignedIn(),
      confirm: async () => {
        once();
        const done = await this.#signIn.complete(tokens, options);
        if (!done.ok) throw done.error; // complete has no expected failure
        return done.value;
      },
      decline: async () => {
        once();
        await this.#auth.revokeSession(tokens.accessToken, tokens.refreshToken);
      },
    };
  }

  async signInWithMfa(input: MfaSignInInput): Promise<Result<SignedIn, MfaSignInError>> {
    const totp = parseTotpCode(input.totp);
    if (!totp.ok) return totp;
    const attemptCode = input.attemptCode ?? this.#mfa.current();
    if (attemptCode === null) return err(clientSideError('VERIFICATION_CODE_NOT_FOUND'));
    const result = await expectErrors(this.#auth.mfaSignIn(totp.value, attemptCode), MFA_SIGN_IN_ERRORS);
    if (result.ok) this.#mfa.forget(); // a wrong code keeps it: the person may try again
    return result.ok ? this.#signIn.complete(result.value, input) : result;
  }

  /**
   * With the default verification URL, a REDIRECT_URL_NOT_WHITELISTED answer means this page's origin is not a
   * trusted domain: the SDK then signs up without a verification email rather than failing (protocol §6.9).
   * A URL the caller gave is theirs to fix, so that error is thrown.
   */
  async #signUp(input: PasswordSignUpInput): Promise<TokenResponse> {
    const given = input.verificationCallbackUrl;
    const url = input.noVerificationCallback === true ? null : callbackUrl(this.#ctx, 'emailVerification', given);
    try {
      return await this.#auth.passwordSignUp(input.email, input.password, url);
    } catch (error) {
      if (given !== undefined || url === null || !KnownErrors.RedirectUrlNotWhitelisted.isInstance(error)) throw error;
      return this.#auth.passwordSignUp(input.email, input.password, null);
    }
  }
}
