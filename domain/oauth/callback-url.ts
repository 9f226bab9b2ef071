/** Cleans the URL the OAuth flow lands on, so the one-time code and state never linger in history. */

/** The one-time code and state, and the error the server may deliver instead (protocol §2.6). */
export const OAUTH_CALLBACK_PARAMETERS: readonly string[] = ['code', 'state', 'error', 'error_description', 'errorCode', 'message', 'details'];
const ONE_TIME_PARAMETERS: ReadonlySet<string> = new Set(OAUTH_CALLBACK_PARAMETERS);

/** Query parameter name of a raw `name=value` pair, form-decoded; the raw text when it is not decodable. */
function parameterName(pair: string): string {
  const rawName = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    return rawName;
  }
}

/**
 * Removes the `code` and `state` query parameters (and a delivered error's), and the fragment. Filters the raw query rather than
 * re-serialising URLSearchParams, so every other parameter keeps its exact encoding (after_auth_return_to
 * and friends). Null when the URL cannot be parsed.
 */
export function cleanOAuthCallbackUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const kept = parsed.search.slice(1).split('&')
    .filter((pair) => pair !== '' && !ONE_TIME_PARAMETERS.has(parameterName(pair)));
  parsed.search = kept.length === 0 ? '' : `?${kept.join('&')}`;
  parsed.hash = '';
  return parsed.href;
}
