// The closed list of reasons a client-side redirect target is refused; one per sentence of the written policy
// (docs/redirect-policy.md).

export const REDIRECT_REFUSAL_REASONS = [
  'EMPTY_TARGET', // '' : nothing to navigate to
  'TOO_LONG', // more than MAX_REDIRECT_TARGET_LENGTH characters (rule 1), same-origin or not
  'CONTROL_CHARACTER', // C0/C1 controls or DEL: parsers strip them, so the string checked is not the one used
  'WHITESPACE', // spaces (ASCII or Unicode): trimmed or rewritten by parsers
  'INVISIBLE_CHARACTER', // format characters (zero-width, bidi controls): removed or hidden by IDNA/display
  'BACKSLASH', // browsers read `\` as `/` in http(s) URLs; other parsers do not
  'INVALID_PAGE', // the page URL does not parse or is not http(s)
  'OPAQUE_PAGE', // sandboxed iframe, file:, data: … origin 'null' equals every other opaque origin
  'NO_PAGE', // a relative target without a page to resolve it against
  'PROTOCOL_RELATIVE', // `//host`: takes the page's scheme and goes anywhere
  'SCHEME_RELATIVE', // `https:host`: relative on a same-scheme page, absolute otherwise
  'UNSUPPORTED_SCHEME', // javascript:, data:, blob:, mailto: …
  'INSECURE_SCHEME', // http: target, allowed only for the page's own origin on an http (dev) page
  'PATH_RELATIVE', // `evil.com`, `../x`, `?q`: ambiguous, so refused by policy
  'USERINFO', // `user@host`: hides the real host from people
  'INVALID_URL', // does not parse, or has an empty authority
  'NULL_ORIGIN', // parses, but its origin is opaque ('null'): it equals no trusted origin
  'NON_LDH_HOST', // host is not letters/digits/hyphens in dot-separated labels after IDNA (`*`, `_`, trailing dot…)
  'CROSS_ORIGIN', // a path-absolute target that resolved to another origin (defensive)
  'UNTRUSTED_ORIGIN', // an absolute target outside the trusted domains
] as const;

/**
 * Why a redirect target was refused: one code per rule of the redirect policy (docs/redirect-policy.md).
 * @example
 * const outcome = await app.signOut({ redirectUrl: '//evil.example/' });
 * if (!outcome.navigated && outcome.reason === 'PROTOCOL_RELATIVE') console.warn('write the target as /path');
 * @public
 */
export type RedirectRefusalReason = (typeof REDIRECT_REFUSAL_REASONS)[number];
