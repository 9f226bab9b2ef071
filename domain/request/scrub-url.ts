/** scrubUrl: a URL made safe for error messages and logs (secret-bearing query values and userinfo removed). */

/** Query parameters that can carry a credential; their values are replaced, never shown. */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'token', 'code', 'refresh_token', 'access_token', 'client_secret', 'code_verifier', 'id_token', 'password',
]);

const REDACTED = '[redacted]';

/** A value that is itself a URL or query carrying a secret (e.g. after_auth_return_to=%2Fcb%3Fcode%3D…). */
const NESTED_SECRET = new RegExp(`(^|[?&#])(${[...SECRET_PARAMS].join('|')})=`, 'i');

function carriesNestedSecret(rawValue: string): boolean {
  try {
    return NESTED_SECRET.test(decodeURIComponent(rawValue.replace(/\+/g, ' ')));
  } catch {
    return true; // undecodable values are suspicious: hide them
  }
}

function scrubQuery(query: string): string {
  if (query === '') return '';
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      return `${rawName}=${REDACTED}`; // undecodable names are suspicious: hide the value
    }
    if (eq === -1) return pair;
    const secret = SECRET_PARAMS.has(name.toLowerCase()) || carriesNestedSecret(pair.slice(eq + 1));
    return secret ? `${rawName}=${REDACTED}` : pair;
  });
  return parts.join('&');
}

/**
 * Removes userinfo, the fragment and the values of secret query parameters. Works on any string,
 * parseable or not, since it is used while reporting failures.
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  const noUserinfo = base.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
  const scrubbed = scrubQuery(query);
  return queryAt === -1 ? noUserinfo : `${noUserinfo}?${scrubbed}`;
}
