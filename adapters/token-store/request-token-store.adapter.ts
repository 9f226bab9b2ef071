/** RequestTokenStoreAdapter: the session of one incoming server request (x-stack-auth header, else its cookies). */
import { parseCookieHeader } from '../../domain/shared/cookie-header';
import type { TokenPair } from '../../ports/token-store.port';
import { MemoryTokenStoreAdapter } from './memory-token-store.adapter';
import { readTokenPair } from './session-cookie-rules';

/** A Fetch-API Request, a Next.js request, or a plain header record (Node's IncomingMessage.headers). */
export type RequestLike =
  | { readonly headers: { get(name: string): string | null } }
  | { readonly headers: Readonly<Record<string, string | readonly string[] | undefined>> };

function headerOf(request: RequestLike, name: string): string | null {
  const headers = request.headers;
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name);
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  if (value === undefined) return null;
  return typeof value === 'string' ? value : value.join('; ');
}

const tokenOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value !== 'undefined' ? value : null;

/** `x-stack-auth: {"accessToken": …, "refreshToken": …}`; undefined when absent or not that shape. */
function fromStackAuthHeader(header: string | null): TokenPair | undefined {
  if (header === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { accessToken, refreshToken } = json as Record<string, unknown>;
  return { refreshToken: tokenOrNull(refreshToken), accessToken: tokenOrNull(accessToken) };
}

/**
 * Read once, when constructed. Writes (a refresh during this request) stay in memory for the rest of the
 * request: a server cannot write to the browser's cookies through this store — use the cookie store over a
 * RequestHeadersCookieAdapter when Set-Cookie should go back on the response. Build one per request. A memory store
 * that starts from the request's session.
 */
export class RequestTokenStoreAdapter extends MemoryTokenStoreAdapter {
  constructor(request: RequestLike, projectId: string) {
    const initial = fromStackAuthHeader(headerOf(request, 'x-stack-auth'))
      ?? readTokenPair(parseCookieHeader(headerOf(request, 'cookie')), projectId);
    super(initial);
  }
}
