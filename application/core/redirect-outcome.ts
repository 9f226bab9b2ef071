/** RedirectOutcome: what a redirect did, and when it did not navigate, why (so a caller can log or show it). */
import type { RedirectRefusalReason } from '../../domain/redirect/redirect-reasons';

/**
 * `navigated: false` reasons: one of the redirect rule's refusal reasons (the target is not trusted), or
 * `'REDIRECT_METHOD_NONE'` (the app's redirectMethod is 'none', e.g. in Node) or `'NOT_REQUESTED'` (`noRedirect`).
 * @example
 * const outcome = await app.signOut({ redirectUrl: 'https://elsewhere.example/' });
 * if (!outcome.navigated) console.warn(`stayed on the page: ${outcome.reason}`); // e.g. UNTRUSTED_ORIGIN
 * @public
 */
export type RedirectOutcome =
  /** `returnToRefused`: the page's after_auth_return_to was not trusted (its reason), so the after-sign-in page was used. */
  | { readonly navigated: true; readonly url: string; readonly returnToRefused?: RedirectRefusalReason }
  | { readonly navigated: false; readonly reason: RedirectRefusalReason | 'REDIRECT_METHOD_NONE' | 'NOT_REQUESTED' };
