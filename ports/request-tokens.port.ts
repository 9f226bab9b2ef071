/** RequestTokensPort: reads the session tokens an incoming server request carries (headers or cookies). */
import type { TokenPair } from './token-store.port';

/**
 * A Fetch-API Request, a Next.js request, or a plain header record (Node's IncomingMessage.headers).
 *
 * @example
 * const fromNode: RequestLike = { headers: { authorization: 'Bearer eyJ…' } };
 * const fromFetch: RequestLike = new Request('https://example.com', { headers: { cookie: 'stack-access=…' } });
 * @public
 */
export type RequestLike =
  | { readonly headers: { get(name: string): string | null } }
  | { readonly headers: Readonly<Record<string, string | readonly string[] | undefined>> };

/**
 * @example
 * const { accessToken } = reader.tokensOf(request, projectId);
 * @public
 */
export interface RequestTokensPort {
  /** The first source present, in this order: `x-stack-auth`, `Authorization: Bearer` (access token only), the cookies. */
  tokensOf(request: RequestLike, projectId: string): TokenPair;
}
