// The closed list of reasons a client-side redirect target is refused.

export const REDIRECT_REFUSAL_REASONS = [
  'EMPTY_TARGET', // '' : nothing to navigate to
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
  'PATH_RELATIVE', // `evil.com`, `../x`, `?q`: ambiguous, so refused by policy
  'USERINFO', // `user@host`: hides the real host from people
  'INVALID_URL', // does not parse, or has an empty authority
  'CROSS_ORIGIN', // a path-absolute target that resolved to another origin (defensive)
  'LOCALHOST_NOT_ALLOWED', // a localhost target while the project does not allow localhost
  'UNTRUSTED_ORIGIN', // an absolute target outside the trusted domains
] as const;

export type RedirectRefusalReason = (typeof REDIRECT_REFUSAL_REASONS)[number];
