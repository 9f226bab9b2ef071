/** scrubUrl: a URL made safe for error messages and logs (secret-bearing query values and userinfo removed). */

/** Query parameters that can carry a credential; their values are replaced, never shown. */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'token', 'code', 'refresh_token', 'access_token', 'client_secret', 'code_verifier', 'id_token', 'password',
]);

const REDACTED = '[redacted]';

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
    return SECRET_PARAMS.has(name.toLowerCase()) && eq !== -1 ? `${rawName}=${REDACTED}` : pair;
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
