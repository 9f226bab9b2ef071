/** Callback URLs sent to the API (protocol §6.4): made absolute from the current page, hash dropped, return target kept. */

/** The query parameter that carries where to go back to after authentication (spec §2). */
export const AFTER_AUTH_RETURN_TO = 'after_auth_return_to';

function parse(url: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(url) : new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * `target` resolved against `pageUrl`, without its fragment, with the page's `after_auth_return_to` copied in
 * (so the user lands where they were going after clicking the link in the email). Null when `target` is
 * relative and there is no page to resolve it against (a server), or when either URL does not parse.
 */
export function absoluteCallbackUrl(target: string, pageUrl: string | null): string | null {
  const page = pageUrl === null ? null : parse(pageUrl);
  const url = page === null ? parse(target) : parse(target, page.href);
  if (url === null) return null;
  const returnTo = page?.searchParams.get(AFTER_AUTH_RETURN_TO) ?? null;
  if (returnTo !== null) url.searchParams.set(AFTER_AUTH_RETURN_TO, returnTo);
  url.hash = '';
  return url.href;
}

/** The page's `after_auth_return_to`, or null (absent, empty, or no page). */
export function returnTargetOf(pageUrl: string | null): string | null {
  const value = pageUrl === null ? null : parse(pageUrl)?.searchParams.get(AFTER_AUTH_RETURN_TO);
  return value === undefined || value === null || value === '' ? null : value;
}

/**
 * `target` with `after_auth_return_to` set to the page's path, query and hash (relative, so it can only bring
 * the user back to this origin), for redirects to sign-in, sign-up and sign-out; a page that carries its own
 * `after_auth_return_to` passes that one on (sign-in → sign-up keeps where the user was going, as the official SDK
 * does). `target` unchanged without a page.
 */
export function withReturnTarget(target: string, pageUrl: string | null): string {
  const page = pageUrl === null ? null : parse(pageUrl);
  if (page === null) return target;
  const relative = returnTargetOf(pageUrl) ?? `${page.pathname}${page.search}${page.hash}`;
  const separator = target.includes('?') ? '&' : '?';
  const [path, hash] = splitHash(target);
  return `${path}${separator}${AFTER_AUTH_RETURN_TO}=${encodeURIComponent(relative)}${hash}`;
}

function splitHash(url: string): [string, string] {
  const at = url.indexOf('#');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
