/** createClientApp / createServerApp / createAdminApp for Node: one Node container each, optionally bound to an incoming request. */
import type { AdminApp } from '../application/apps/admin-app';
import type { ClientApp } from '../application/apps/client-app';
import type { ServerApp } from '../application/apps/server-app';
import type { ClientOptions } from '../application/options/client-options';
import type { AccessTokenVerifier } from '../application/server/access-token-verification.service';
import { SERVER_BINDING_KEYS, type PortcullisServerContainer } from './binding-map';
import { adminAppOf, clientAppOf, serverAppOf } from './create-apps';
import { createNodeContainer } from './node.container';
import type { SessionSource } from './session-source';

/**
 * With `request`, the app acts for that request's session (its x-stack-auth header, Bearer token or cookies), read
 * only; with `{ cookieJar }` (a framework's per-request cookies), read and written, so a refresh reaches the response
 * where the framework allows it. Create one per request.
 *
 * @example
 * const app = createClientApp({ projectId, publishableClientKey, baseUrl: 'http://127.0.0.1:8102' });
 * @public
 */
export function createClientApp(options: ClientOptions = {}, request?: SessionSource): ClientApp {
  return clientAppOf(createNodeContainer(options, request));
}

/**
 * Needs the secret server key (option or STACK_SECRET_SERVER_KEY).
 *
 * @example
 * const server = createServerApp({ projectId, publishableClientKey, secretServerKey });
 * @public
 */
export function createServerApp(options: ClientOptions = {}, request?: SessionSource): ServerApp {
  return serverAppOf(createNodeContainer({ accessType: 'server', ...options }, request));
}

/**
 * Needs the super-secret admin key or a project owner's admin access token.
 *
 * @example
 * const admin = createAdminApp({ projectId, superSecretAdminKey });
 * @public
 */
export function createAdminApp(options: ClientOptions = {}, request?: SessionSource): AdminApp {
  return adminAppOf(createNodeContainer({ accessType: 'admin', ...options }, request));
}

/**
 * Verifies access tokens locally against the project's public key set: no secret key needed, no session of its own
 * (a memory token store, so it never touches cookies). Keep one per process: it caches the keys and what they verified.
 *
 * @example
 * const verifier = createAccessTokenVerifier({ projectId, publishableClientKey });
 * const auth = await verifier.authenticateRequest({ headers: { authorization: 'Bearer eyJ…' } });
 * if (auth.ok) console.log(auth.value.userId);
 * @public
 */
export function createAccessTokenVerifier(options: ClientOptions = {}): AccessTokenVerifier {
  const container = createNodeContainer({ ...options, tokenStore: 'memory', noAutomaticPrefetch: true }) as unknown as PortcullisServerContainer;
  return container.get(SERVER_BINDING_KEYS.AccessTokenVerifier);
}
