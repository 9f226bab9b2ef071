/**
 * What must never reach a browser bundle: server/admin key header names, the key option names used as code, and the
 * ServerApp/AdminApp facades. A hit means a browser page could be tricked into (or caught) holding full-access keys.
 */

export interface MarkerHit {
  readonly marker: string;
  readonly count: number;
}

/** Header names match case-insensitively (HTTP headers are), the rest as written. */
const MARKERS: readonly { readonly marker: string; readonly pattern: RegExp }[] = [
  { marker: 'x-stack-secret-server-key', pattern: /x-stack-secret-server-key/gi },
  { marker: 'x-stack-super-secret-admin-key', pattern: /x-stack-super-secret-admin-key/gi },
  { marker: 'x-hexclave-secret-server-key', pattern: /x-hexclave-secret-server-key/gi },
  { marker: 'x-hexclave-super-secret-admin-key', pattern: /x-hexclave-super-secret-admin-key/gi },
  { marker: 'secretServerKey', pattern: /secretServerKey/g },
  { marker: 'superSecretAdminKey', pattern: /superSecretAdminKey/g },
  // Class names survive minification only when kept; the identifiers below catch the facades either way.
  { marker: 'ServerApp', pattern: /\bServerApp\b/g },
  { marker: 'AdminApp', pattern: /\bAdminApp\b/g },
  { marker: 'portcullis/ServerApp', pattern: /portcullis\/(ServerApp|AdminApp)/g },
];

/** Every marker found in `code`, with its count; an empty list means the bundle is clean. */
export function findServerMarkers(code: string): MarkerHit[] {
  return MARKERS.map(({ marker, pattern }) => ({ marker, count: code.match(pattern)?.length ?? 0 })).filter((hit) => hit.count > 0);
}
