/** The sign-in URL with the return target: only a same-origin relative path ever goes in `after_auth_return_to`. */

/** `pathname + search` when it is a plain same-origin path; '/' for anything a browser could read as another origin. */
export function relativeReturnTarget(pathname: string, search: string): string {
  // `//host` and `/\host` are protocol-relative in browsers; control characters are stripped by URL parsers.
  const unsafe = !pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\') || /[\u0000-\u001f]/.test(pathname);
  return unsafe ? '/' : `${pathname}${search}`;
}

/**
 * `signIn` resolved against the request, with `after_auth_return_to` set. Next's `basePath` (e.g. '/app'; '' when none)
 * is not in `nextUrl.pathname` nor in the app's paths, but the browser needs it in both: a root-relative sign-in path
 * and the return target get it in front (unless the configured sign-in path already starts with it). An absolute
 * sign-in URL is taken as it is.
 */
export function signInUrlWithReturn(signIn: string, requestUrl: string, returnTarget: string, basePath = ''): URL {
  const rootRelative = signIn.startsWith('/') && !signIn.startsWith('//');
  const hasBase = basePath === '' || signIn === basePath || signIn.startsWith(`${basePath}/`) || signIn.startsWith(`${basePath}?`);
  const url = new URL(rootRelative && !hasBase ? `${basePath}${signIn}` : signIn, requestUrl);
  url.searchParams.set('after_auth_return_to', `${basePath}${returnTarget}`);
  return url;
}
