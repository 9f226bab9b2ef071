/** buildRequestHeaders: the exact header set of protocol §1.2 for one attempt, per access type. */
import type { TokenPair } from '../../../ports/token-store.port';
import type { RequestOptions } from './client-request-options';

export interface HeaderInputs {
  readonly options: RequestOptions;
  readonly tokens: TokenPair;
  /** 224 random bits, Crockford base32; fresh per attempt. */
  readonly nonce: string;
  readonly adminAccessToken: string | null;
  /** The body's media type, or undefined when the request has no body. */
  readonly contentType: string | undefined;
  /** /auth/oauth/token: the project comes from client_id, so no x-stack headers (as the SDK sends it). */
  readonly noProjectHeaders: boolean;
}

function projectHeaders(i: HeaderInputs): Record<string, string> {
  const { options, tokens } = i;
  const headers: Record<string, string> = {
    'X-Stack-Override-Error-Status': 'true',
    'X-Stack-Project-Id': options.projectId,
    'X-Stack-Access-Type': options.accessType,
    'X-Stack-Client-Version': options.clientVersion,
    'X-Stack-Random-Nonce': i.nonce,
    'X-Stack-Allow-Anonymous-User': 'true',
  };
  if (tokens.accessToken !== null) headers['X-Stack-Access-Token'] = tokens.accessToken;
  if (tokens.refreshToken !== null) headers['X-Stack-Refresh-Token'] = tokens.refreshToken;
  if (options.publishableClientKey !== undefined) headers['X-Stack-Publishable-Client-Key'] = options.publishableClientKey;
  if (i.adminAccessToken !== null) headers['X-Stack-Admin-Access-Token'] = i.adminAccessToken;
  // Server and admin key headers: filled in by the server resolver only, so browser code never names them.
  return { ...headers, ...options.credentialHeaders };
}

/** Sets `name` replacing any header of the same name in another casing, so no header is sent twice. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  for (const existing of Object.keys(headers)) if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
  headers[name] = value;
}

export function buildRequestHeaders(i: HeaderInputs): Record<string, string> {
  const headers = i.noProjectHeaders ? {} : projectHeaders(i);
  if (i.contentType !== undefined) headers['Content-Type'] = i.contentType;
  // User extras merge last (after the defaults), as in the SDK.
  for (const [name, value] of Object.entries(i.options.extraRequestHeaders ?? {})) setHeader(headers, name, value);
  return headers;
}
