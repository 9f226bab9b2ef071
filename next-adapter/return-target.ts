/** The sign-in URL with the return target: only a same-origin relative path ever goes in `after_auth_return_to`. */

/** `pathname + search` when it is a plain same-origin path; '/' for anything a browser could read as another origin. */
export function relativeReturnTarget(pathname: string, search: string): string {
  // `//host` and `/\host` are protocol-relative in browsers; control characters are stripped by URL parsers.
  const unsafe = !pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\') || /[\u0000-\u001f]/.test(pathname);
  return unsafe ? '/' : `${pathname}${search}`;
}

/** `signIn` (a path or an absolute URL) resolved against the request, with `after_auth_return_to` set. */
export function signInUrlWithReturn(signIn: string, requestUrl: string, returnTarget: string): URL {
  const url = new URL(signIn, requestUrl);
  url.searchParams.set('after_auth_return_to', returnTarget);
  return url;
}
