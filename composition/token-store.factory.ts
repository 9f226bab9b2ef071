/** buildTokenStore: turns the validated tokenStore choice into a store; the cookie kind is the root's to build. */
import type { TokenStoreChoice } from '../application/options/token-store-option';
import { ConfigurationError } from '../domain/errors/configuration-error';
import type { TokenStorePort } from '../ports/token-store.port';
import { ExplicitTokenStoreAdapter } from '../adapters/token-store/explicit-token-store.adapter';
import { MemoryTokenStoreAdapter } from '../adapters/token-store/memory-token-store.adapter';
import { RequestTokenStoreAdapter } from '../adapters/token-store/request-token-store.adapter';

/** Only a browser has cookies of its own; elsewhere 'cookie' is a setup error with the way out in it. */
const noCookies = (): never => {
  throw new ConfigurationError(
    "tokenStore 'cookie' needs a browser. On a server, pass the incoming request as the token store (its x-stack-auth " +
      "header or cookies are read); in tests and scripts, use 'memory'.",
    { issues: [{ code: 'INVALID_REQUEST_OPTION', message: "tokenStore: 'cookie' needs a browser", severity: 'error', path: 'tokenStore' }] },
  );
};

/** Each call builds a new store: a request or explicit store belongs to the one container built for it. */
export function buildTokenStore(choice: TokenStoreChoice, projectId: string, cookieStore: () => TokenStorePort = noCookies): TokenStorePort {
  switch (choice.kind) {
    case 'memory': return new MemoryTokenStoreAdapter();
    case 'cookie': return cookieStore();
    case 'explicit': return new ExplicitTokenStoreAdapter(choice.tokens);
    case 'request': return new RequestTokenStoreAdapter(choice.request, projectId);
    case 'custom': return choice.store;
  }
}
