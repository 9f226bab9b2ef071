/** Cleans the URL the OAuth flow lands on, so the one-time code and state never linger in history. */

const ONE_TIME_PARAMETERS: ReadonlySet<string> = new Set(['code', 'state']);

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
 * Removes the `code` and `state` query parameters and the fragment. Filters the raw query rather than
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
