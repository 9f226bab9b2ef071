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
 * A magic link this browser did not ask for (issue 32, login CSRF): the code was exchanged, but nothing is stored yet.
 * Show `account` and let the person choose: a page that sent them here may be signing them into someone else's account.
 * @example
 * const result = await app.handleMagicLinkCallback();
 * if (result.ok && result.value.confirmation !== null && result.value.confirmation !== undefined) {
 *   const { account, confirm, decline } = result.value.confirmation;
 *   if (window.confirm(`Sign in as ${account.primaryEmail}?`)) await confirm(); else await decline();
 * }
 * @public
 */
export interface MagicLinkConfirmation {
  /** The account the link signs into (from the new session's token). */
  readonly account: { readonly userId: string; readonly primaryEmail: string | null; readonly displayName: string | null };
  /** Whether this browser is signed in already: confirming replaces that session. */
  readonly replacesSession: boolean;
  /** Stores the session and redirects as any sign-in does (unless `noRedirect` was given). */
  confirm(): Promise<SignedIn>;
  /** Ends the exchanged session at the service; this browser's session stays as it was. */
  decline(): Promise<void>;
}

/**
 * What a page handler (`handleMagicLinkCallback`) did: nothing when the page carries no link code; the sign-in when
 * this browser asked for the link; else a `confirmation` to show before anything is stored.
 * @example
 * const result = await app.handleMagicLinkCallback();
 * if (result.ok && result.value.signedIn) console.log('signed in', result.value.signedIn.userId);
 * @public
 */
export type CallbackOutcome =
  | { readonly handled: false; readonly signedIn?: undefined; readonly confirmation?: undefined }
  | { readonly handled: true; readonly signedIn: SignedIn; readonly confirmation: null }
  | { readonly handled: true; readonly signedIn: null; readonly confirmation: MagicLinkConfirmation };
