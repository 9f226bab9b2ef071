/**
 * getPartialUser(app, { from: 'token' }) and partialUserOf(accessToken): the official `app.getPartialUser()` as a
 * function of the app, so a page that never calls it does not bundle it (ClientApp is at its member cap).
 */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { decodeAccessToken } from '../../domain/session/access-token';
import { partialUserFromClaims, type TokenPartialUser } from '../../domain/session/partial-user';
import { isPlainObject } from '../../domain/shared/plain-object';

/**
 * Where the partial user comes from: only `'token'` (the session's access token; the official SDK's `'convex'` form
 * reads a Convex context, which Portcullis does not integrate). `or: 'anonymous-if-exists'` returns an anonymous
 * user too (null by default, as getUser()).
 * @example
 * const options: GetPartialUserOptions = { from: 'token', or: 'anonymous-if-exists' };
 * const partial = await getPartialUser(app, options);
 * @public
 */
export interface GetPartialUserOptions {
  readonly from: 'token';
  readonly or?: 'return-null' | 'anonymous-if-exists';
}

function checkPartialUserOptions(options: unknown): asserts options is GetPartialUserOptions {
  if (!isPlainObject(options)) throw new InvalidArgumentError('options', `must be an object, got ${describeKind(options)}`);
  if (options.from !== 'token') throw new InvalidArgumentError('options.from', `must be 'token', got ${describeKind(options.from)}`);
  if (options.or !== undefined && options.or !== 'return-null' && options.or !== 'anonymous-if-exists') {
    throw new InvalidArgumentError('options.or', `must be 'return-null' or 'anonymous-if-exists', got ${describeKind(options.or)}`);
  }
}

/**
 * The partial user of an access token (its claims, not verified: for display only, never for access decisions);
 * null for null, a token that does not decode, or an anonymous user unless `or: 'anonymous-if-exists'`.
 * @example
 * const partial = partialUserOf((await app.tokens.getAuthJson()).accessToken);
 * @public
 */
export function partialUserOf(accessToken: string | null, options: GetPartialUserOptions = { from: 'token' }): TokenPartialUser | null {
  checkPartialUserOptions(options);
  return partialUserFromClaims(decodeAccessToken(accessToken), options.or === 'anonymous-if-exists');
}

/**
 * The signed-in user from the session's access token claims (id, display name, primary email and its verification,
 * anonymous, MFA-required and restricted flags), without reading the user from the server: null when signed out.
 * Official `app.getPartialUser({ from: 'token' })`. The token is the one `app.tokens` hands out: refreshed first only
 * when it expires within 30 s (a refresh request, as before any request); otherwise nothing is sent.
 * @example
 * const partial = await getPartialUser(app, { from: 'token' });
 * if (partial !== null) console.log(`signed in as ${partial.primaryEmail}`);
 * @public
 */
export async function getPartialUser(
  app: { readonly tokens: { getAccessToken(): Promise<string | null> } }, options: GetPartialUserOptions,
): Promise<TokenPartialUser | null> {
  checkPartialUserOptions(options);
  if (typeof app !== 'object' || app === null || typeof app.tokens?.getAccessToken !== 'function') {
    throw new InvalidArgumentError('app', `must be an app from createClientApp (or its server or admin variant), got ${describeKind(app)}`);
  }
  return partialUserOf(await app.tokens.getAccessToken(), options);
}
