/**
 * RequestTokensAdapter: the tokens an incoming server request carries. First source present wins:
 * 1. `x-stack-auth: {"accessToken", "refreshToken"}` — what the official SDK sends between its own services, the most
 *    explicit statement of the session, so it goes first;
 * 2. `Authorization: Bearer <access token>` — an API client's call: an access token only (no refresh token);
 * 3. the session cookies (`stack-refresh-…`, `stack-access`) — a browser's page or fetch.
 * Headers before cookies: a request that names its credentials in a header means them, while cookies ride along
 * with every same-site request whether the caller meant them or not.
 */
import { parseCookieHeader } from '../../domain/shared/cookie-header';
import type { RequestLike, RequestTokensPort } from '../../ports/request-tokens.port';
import type { TokenPair } from '../../ports/token-store.port';
import { readTokenPair } from './session-cookie-rules';

export type { RequestLike };

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

/** `x-stack-auth: {"accessToken": …, "refreshToken": …}`; undefined when absent, not that shape, or holding no token. */
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
  const pair = { refreshToken: tokenOrNull(refreshToken), accessToken: tokenOrNull(accessToken) };
  return pair.refreshToken === null && pair.accessToken === null ? undefined : pair;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** `Authorization: Bearer <token>` (scheme case-insensitive, RFC 9110 §11.1); undefined when absent or another scheme. */
function fromAuthorizationHeader(header: string | null): TokenPair | undefined {
  const token = tokenOrNull(header === null ? null : BEARER.exec(header)?.[1]);
  return token === null ? undefined : { refreshToken: null, accessToken: token };
}

/** The request's tokens (see the file comment for the order); the empty pair when it carries none. */
export function readRequestTokens(request: RequestLike, projectId: string): TokenPair {
  return fromStackAuthHeader(headerOf(request, 'x-stack-auth'))
    ?? fromAuthorizationHeader(headerOf(request, 'authorization'))
    ?? readTokenPair(parseCookieHeader(headerOf(request, 'cookie')), projectId);
}

export class RequestTokensAdapter implements RequestTokensPort {
  tokensOf(request: RequestLike, projectId: string): TokenPair {
    return readRequestTokens(request, projectId);
  }
}
