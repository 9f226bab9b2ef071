/**
 * The API base URL rule. People pass either the service's origin (`https://api.stack-auth.com`) or the URL the
 * emulator prints (`http://127.0.0.1:8102/api/v1`); both mean the same API, so both normalise to one base to which
 * every call appends `/api/v1/<path>`. Any other path is kept as a prefix (a reverse proxy mounted under `/auth`).
 */
export const API_VERSION_PATH = '/api/v1';

/** Why a base URL was refused; the value itself is never echoed (it may carry credentials). */
export type ApiBaseUrlProblem = 'not-absolute-http' | 'has-credentials' | 'has-query-or-fragment';

export type ApiBaseUrlDecision =
  | { readonly ok: true; readonly baseUrl: string }
  | { readonly ok: false; readonly problem: ApiBaseUrlProblem };

/** Normalises once: origin + path without trailing slashes and without a final `/api/v1`. */
export function normalizeApiBaseUrl(raw: string): ApiBaseUrlDecision {
  // Not URL.canParse (domain/shared/parse-url.ts says why); not parseUrl either: importing it here would give it a
  // chunk of its own in the up-front browser bundle.
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // refused just below
  }
  if (url === null || !/^https?:\/\/[^/]/i.test(raw)) return { ok: false, problem: 'not-absolute-http' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'has-credentials' };
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(raw)) return { ok: false, problem: 'has-query-or-fragment' };
  let path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(API_VERSION_PATH)) path = path.slice(0, -API_VERSION_PATH.length).replace(/\/+$/, '');
  return { ok: true, baseUrl: `${url.origin}${path}` };
}

/** The problem's wording for configuration errors (names the rule, never the value). */
export function describeApiBaseUrlProblem(problem: ApiBaseUrlProblem): string {
  switch (problem) {
    case 'not-absolute-http': return 'must be an absolute http(s) URL';
    case 'has-credentials': return 'must not carry a user name or password';
    case 'has-query-or-fragment': return 'must not carry a query or fragment';
  }
}
