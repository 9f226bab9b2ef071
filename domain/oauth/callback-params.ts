/**
 * What the page the OAuth flow returned to carries (protocol §2.6): `code` + `state`, or the server's delivered error
 * (`errorCode`, `message`, `details`; or a bare OAuth `error`). Anything else is not an OAuth callback (spec §8: ignored).
 */
import { parseUrl } from '../shared/parse-url';
import { isWellFormedOAuthState } from './pkce';

export type OAuthCallbackParams =
  | { readonly kind: 'none' }
  | { readonly kind: 'code'; readonly code: string; readonly state: string }
  | { readonly kind: 'error'; readonly errorCode: string | null; readonly message: string | null; readonly details: unknown };

const MAX_CODE_LENGTH = 512;

function parsedDetails(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined; // malformed details: the error keeps its code and message
  }
}

export function readOAuthCallback(url: string | null): OAuthCallbackParams {
  const parsed = url === null ? null : parseUrl(url);
  if (parsed === null) return { kind: 'none' };
  const query = parsed.searchParams;
  const errorCode = query.get('errorCode');
  if (errorCode !== null || query.has('error')) {
    return { kind: 'error', errorCode, message: query.get('message') ?? query.get('error_description'), details: parsedDetails(query.get('details')) };
  }
  const code = query.get('code');
  const state = query.get('state');
  // A state we could not have made (too long, other characters) never names a cookie: no injection through it.
  if (code === null || state === null || code === '' || code.length > MAX_CODE_LENGTH || !isWellFormedOAuthState(state)) return { kind: 'none' };
  return { kind: 'code', code, state };
}
