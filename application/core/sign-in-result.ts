/** SignedIn: what every successful sign-in or sign-up returns. */
import type { RedirectOutcome } from './redirect-outcome';

/**
 * @example
 * const result = await app.signInWithPassword({ email, password });
 * if (result.ok) console.log(result.value.userId, result.value.isNewUser);
 * @public
 */
export interface SignedIn {
  readonly userId: string;
  /** True after a sign-up, or a magic link / MFA sign-in that created the account. */
  readonly isNewUser: boolean;
  /** Whether the app navigated to afterSignIn / afterSignUp (false with redirectMethod 'none' or `noRedirect`). */
  readonly redirected: boolean;
  /** Where it navigated, or why it did not (an untrusted `after_auth_return_to` is skipped, not refused). */
  readonly redirect: RedirectOutcome;
}

/** The outcome of a sign-in called with `noRedirect`. */
export const NOT_REQUESTED: RedirectOutcome = { navigated: false, reason: 'NOT_REQUESTED' };

/**
 * Per-call options of every sign-in method.
 * @example
 * const result = await app.signInWithMagicLink(code, { noRedirect: true });
 * if (result.ok) console.log('signed in, still on this page');
 * @public
 */
export interface SignInCallOptions {
  /** Stay on the page after signing in, whatever the redirect method. */
  readonly noRedirect?: boolean;
}

/**
 * What a page handler (`handleMagicLinkCallback`) did: nothing when the page carries no link code, else the sign-in.
 * @example
 * const result = await app.handleMagicLinkCallback();
 * if (result.ok && result.value.handled) console.log('signed in', result.value.signedIn.userId);
 * @public
 */
export type CallbackOutcome = { readonly handled: false } | { readonly handled: true; readonly signedIn: SignedIn };
