/** buildTokenStore: turns the validated tokenStore choice into a store; the cookie kind is the root's to build. */
import type { TokenStoreChoice } from '../application/options/token-store-option';
import type { TokenStorePort } from '../ports/token-store.port';
import { ExplicitTokenStoreAdapter } from '../adapters/token-store/explicit-token-store.adapter';
import { MemoryTokenStoreAdapter } from '../adapters/token-store/memory-token-store.adapter';
import { RequestTokenStoreAdapter } from '../adapters/token-store/request-token-store.adapter';

/** Each call builds a new store (the cookie kind with the root's `cookieStore`, noCookieStore where there are no cookies): a request or explicit store belongs to the one container built for it. */
export function buildTokenStore(choice: TokenStoreChoice, projectId: string, cookieStore: () => TokenStorePort): TokenStorePort {
  switch (choice.kind) {
    case 'memory': return new MemoryTokenStoreAdapter();
    case 'cookie': return cookieStore();
    case 'explicit': return new ExplicitTokenStoreAdapter(choice.tokens);
    case 'request': return new RequestTokenStoreAdapter(choice.request, projectId);
    case 'custom': return choice.store;
  }
}
