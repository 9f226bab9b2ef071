// decideRedirectTrust: whether the client may navigate to a redirect target, and to which normalised URL.
import { type RedirectRefusalReason } from './redirect-reasons';
import { urlMatchesTrustedDomain } from './trusted-domain-pattern';
import { isHttpProtocol, isLocalhostHostname, parseUrl, rawAuthorityOf, schemeOf } from './url-normalise';

export interface RedirectTrustContext {
  /** The current page's URL (window.location.href), or null outside a browser. */
  readonly pageUrl: string | null;
  /** The project's `config.domains[].domain` entries. */
  readonly trustedDomains: readonly string[];
  readonly allowLocalhost: boolean;
}

export type RedirectTrustDecision =
  | { readonly trusted: true; readonly url: string }
  | { readonly trusted: false; readonly reason: RedirectRefusalReason };

type Page = { readonly url: URL } | { readonly refused: RedirectRefusalReason } | null;

const refuse = (reason: RedirectRefusalReason): RedirectTrustDecision => ({ trusted: false, reason });

/**
 * A target is trusted when it is a path-absolute relative URL (`/x`, resolved against a non-opaque page)
 * or an absolute http(s) URL whose protocol, host and port match a trusted domain (or a localhost URL
 * while localhost is allowed). The URL to navigate to is the normalised href that was checked.
 * Never throws.
 */
export function decideRedirectTrust(target: string, context: RedirectTrustContext): RedirectTrustDecision {
  const characterReason = suspiciousCharacterReason(target);
  if (characterReason !== null) return refuse(characterReason);
  const page = pageOf(context.pageUrl);
  if (page !== null && 'refused' in page) return refuse(page.refused);
  if (target.startsWith('//')) return refuse('PROTOCOL_RELATIVE');
  if (target.startsWith('/')) return decidePathAbsolute(target, page);
  const scheme = schemeOf(target);
  if (scheme === null) return refuse('PATH_RELATIVE');
  if (scheme !== 'http' && scheme !== 'https') return refuse('UNSUPPORTED_SCHEME');
  return decideAbsolute(target, context);
}

/** Characters that make the string checked differ from what a browser navigates to. */
export function suspiciousCharacterReason(target: string): RedirectRefusalReason | null {
  if (target === '') return 'EMPTY_TARGET';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(target)) return 'CONTROL_CHARACTER';
  if (/\s/u.test(target)) return 'WHITESPACE';
  if (/\p{Cf}/u.test(target)) return 'INVISIBLE_CHARACTER';
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

function decideAbsolute(target: string, context: RedirectTrustContext): RedirectTrustDecision {
  const authority = rawAuthorityOf(target);
  if (authority === null) return refuse('SCHEME_RELATIVE');
  if (authority.includes('@')) return refuse('USERINFO');
  const url = authority === '' ? null : parseUrl(target);
  if (url === null) return refuse('INVALID_URL');
  if (url.username !== '' || url.password !== '') return refuse('USERINFO');
  if (urlMatchesTrustedDomain(url, context.trustedDomains)) return { trusted: true, url: url.href };
  if (isLocalhostHostname(url.hostname)) {
    return context.allowLocalhost ? { trusted: true, url: url.href } : refuse('LOCALHOST_NOT_ALLOWED');
  }
  return refuse('UNTRUSTED_ORIGIN');
}
