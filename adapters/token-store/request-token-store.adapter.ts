/**
 * RequestTokenStoreAdapter: the session of one incoming server request — `x-stack-auth`, else `Authorization: Bearer`
 * (access token only), else its cookies (the order and why: request-tokens.adapter.ts).
 */
import { MemoryTokenStoreAdapter } from './memory-token-store.adapter';
import { readRequestTokens, type RequestLike } from './request-tokens.adapter';

export type { RequestLike };

/**
 * Read once, when constructed. Writes (a refresh during this request) stay in memory for the rest of the
 * request: a server cannot write to the browser's cookies through this store — use the cookie store over a
 * RequestHeadersCookieAdapter when Set-Cookie should go back on the response. Build one per request. A memory store
 * that starts from the request's session. A Bearer token alone cannot be refreshed: the session ends when it expires.
 */
export class RequestTokenStoreAdapter extends MemoryTokenStoreAdapter {
  constructor(request: RequestLike, projectId: string) {
    super(readRequestTokens(request, projectId));
  }
}
