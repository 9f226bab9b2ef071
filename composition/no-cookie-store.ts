/**
 * noCookieStore: the cookie-store builder of the roots without a browser (Node, memory). Only a browser has cookies of
 * its own; elsewhere tokenStore 'cookie' is a setup error with the way out in it. Its own file, so the browser root,
 * which builds real cookie stores, does not carry the message.
 */
import { ConfigurationError } from '../domain/errors/configuration-error';

export const noCookieStore = (): never => {
  throw new ConfigurationError(
    "tokenStore 'cookie' needs a browser. On a server, pass the incoming request as the token store (its x-stack-auth " +
      "header or cookies are read); in tests and scripts, use 'memory'.",
    { issues: [{ code: 'INVALID_REQUEST_OPTION', message: "tokenStore: 'cookie' needs a browser", severity: 'error', path: 'tokenStore' }] },
  );
};
