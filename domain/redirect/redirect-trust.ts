// decideRedirectTrust: whether the client may navigate to a redirect target, and to which normalised URL.
// Each numbered rule of docs/redirect-policy.md is one step below, with its own refusal reason.
import { type RedirectRefusalReason } from './redirect-reasons';
import { urlMatchesTrustedDomain } from './trusted-domain-pattern';
import { parseUrl } from '../shared/parse-url';
import { isHttpProtocol, isIpAddressHostname, isLdhLabel, rawAuthorityOf, schemeOf } from './url-normalise';

/** Rule 1: longer input is refused whatever it points to (counted in Unicode code points). */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

export interface RedirectTrustContext {
  /** The current page's URL (window.location.href), or null outside a browser. */
  readonly pageUrl: string | null;
  /** Trusted entries (`https://app.example.com`, `https://*.example.org`…): scheme, host and port are compared. */
  readonly trustedDomains: readonly string[];
}

export type RedirectTrustDecision =
  | { readonly trusted: true; readonly url: string }
  | { readonly trusted: false; readonly reason: RedirectRefusalReason };

type Page = { readonly url: URL } | { readonly refused: RedirectRefusalReason } | null;

const refuse = (reason: RedirectRefusalReason): RedirectTrustDecision => ({ trusted: false, reason });

/**
 * Trusted: a path-absolute target (`/x`) that resolves to the page's own origin (rule 2), or an absolute https URL
 * with an LDH host that is same-origin or matches a trusted entry (rule 4; http only for the page's own origin on an
 * http page). The URL to navigate to is the normalised href that was checked (rule 5). Never throws.
 */
export function decideRedirectTrust(target: string, context: RedirectTrustContext): RedirectTrustDecision {
  const characterReason = suspiciousCharacterReason(target); // rule 1
  if (characterReason !== null) return refuse(characterReason);
  const page = pageOf(context.pageUrl);
  if (page !== null && 'refused' in page) return refuse(page.refused);
  if (target.startsWith('//')) return refuse('PROTOCOL_RELATIVE'); // rule 2: `//…` is not path-absolute
  if (target.startsWith('/')) return decidePathAbsolute(target, page); // rule 2
  const scheme = schemeOf(target);
  if (scheme === null) return refuse('PATH_RELATIVE'); // rule 3
  if (scheme !== 'http' && scheme !== 'https') return refuse('UNSUPPORTED_SCHEME');
  return decideAbsolute(target, page, context.trustedDomains); // rule 4
}

/**
 * Rule 1: input a parser would strip or translate, so that the string checked and the URL navigated to could differ;
 * and input that is empty or too long.
 */
export function suspiciousCharacterReason(target: string): RedirectRefusalReason | null {
  if (target === '') return 'EMPTY_TARGET';
  if (target.length > MAX_REDIRECT_TARGET_LENGTH && [...target].length > MAX_REDIRECT_TARGET_LENGTH) return 'TOO_LONG';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(target)) return 'CONTROL_CHARACTER';
  // Format characters (zero-width, bidi, U+FEFF) and every other default-ignorable code point (combining grapheme
  // joiner, variation selectors, Hangul fillers…): IDNA deletes them from hosts, so a.exa\u034Fmple.com would pass as a.example.com.
  if (/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(target)) return 'INVISIBLE_CHARACTER';
  if (/[\s\p{Zs}]/u.test(target)) return 'WHITESPACE';
  if (target.includes('\\')) return 'BACKSLASH';
  return null;
}

function pageOf(pageUrl: string | null): Page {
  if (pageUrl === null) return null;
  const url = parseUrl(pageUrl);
  if (url === null) return { refused: 'INVALID_PAGE' };
  if (url.origin === 'null') return { refused: 'OPAQUE_PAGE' };
  if (!isHttpProtocol(url.protocol)) return { refused: 'INVALID_PAGE' };
  return { url };
}

function decidePathAbsolute(target: string, page: Page): RedirectTrustDecision {
  if (page === null || 'refused' in page) return refuse('NO_PAGE');
  const resolved = parseUrl(target, page.url.href);
  if (resolved === null) return refuse('INVALID_URL');
  if (resolved.origin !== page.url.origin) return refuse('CROSS_ORIGIN');
  return { trusted: true, url: resolved.href };
}

function decideAbsolute(target: string, page: Page, trustedDomains: readonly string[]): RedirectTrustDecision {
  const authority = rawAuthorityOf(target);
  if (authority === null) return refuse('SCHEME_RELATIVE');
  if (authority.includes('@')) return refuse('USERINFO');
  const url = authority === '' ? null : parseUrl(target); // parsed without a base
  if (url === null) return refuse('INVALID_URL');
  if (url.origin === 'null') return refuse('NULL_ORIGIN');
  if (url.username !== '' || url.password !== '') return refuse('USERINFO');
  if (!isLdhHostname(url.hostname)) return refuse('NON_LDH_HOST');
  const pageUrl = page === null || 'refused' in page ? null : page.url;
  const sameOrigin = pageUrl !== null && url.origin === pageUrl.origin;
  if (url.protocol !== 'https:') {
    return sameOrigin && pageUrl.protocol === 'http:' ? { trusted: true, url: url.href } : refuse('INSECURE_SCHEME');
  }
  if (sameOrigin || urlMatchesTrustedDomain(url, entriesFor(url.hostname, trustedDomains))) return { trusted: true, url: url.href };
  return refuse('UNTRUSTED_ORIGIN');
}

/**
 * An IP literal goes on to the list check (rule 4), but only exact entries can list it: a `*` or `**` stands for
 * domain labels, and the octets of an address are not labels (`https://**` must not trust every IP).
 */
function entriesFor(hostname: string, trustedDomains: readonly string[]): readonly string[] {
  return isIpAddressHostname(hostname) ? trustedDomains.filter((entry) => !entry.includes('*')) : trustedDomains;
}

/**
 * Rule 4's host check, on the parser's hostname (lower-cased, IDNA applied): dot-separated LDH labels (letters,
 * digits, inner hyphens; no empty label, so no trailing dot). IP literals pass (they go on to the list check).
 * A literal `*` is never a label.
 */
export function isLdhHostname(hostname: string): boolean {
  if (isIpAddressHostname(hostname)) return true;
  return hostname.split('.').every(isLdhLabel);
}
