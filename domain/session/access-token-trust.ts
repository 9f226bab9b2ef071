/**
 * Which access tokens a project's server trusts (protocol §1.8): the issuer `<api origin>/api/v1/projects/<project>`,
 * the audience `<project>`; anonymous and restricted users' tokens name other audiences and issuers.
 */
import { parseUrl } from '../shared/parse-url';

/** What a token's (unverified) audience says it is for. */
export type AudienceKind = 'user' | 'anonymous' | 'restricted' | 'otherProject';

const ANONYMOUS_SUFFIX = ':anon';
const RESTRICTED_SUFFIX = ':restricted';

/** The project an audience names (`p`, `p:anon`, `p:restricted` → `p`); null when the audience is not a string. */
export function projectOfAudience(aud: unknown): string | null {
  if (typeof aud !== 'string') return null;
  for (const suffix of [ANONYMOUS_SUFFIX, RESTRICTED_SUFFIX]) if (aud.endsWith(suffix)) return aud.slice(0, -suffix.length);
  return aud;
}

/** `p` → user, `p:anon` → anonymous, `p:restricted` → restricted; any other (or none) → otherProject. */
export function audienceKind(aud: unknown, projectId: string): AudienceKind {
  if (aud === projectId) return 'user';
  if (aud === `${projectId}${ANONYMOUS_SUFFIX}`) return 'anonymous';
  if (aud === `${projectId}${RESTRICTED_SUFFIX}`) return 'restricted';
  return 'otherProject';
}

const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];
const isLoopback = (hostname: string): boolean => LOOPBACK_HOSTS.includes(hostname.toLowerCase()) || hostname.endsWith('.localhost');

/** Same scheme and port; the same host, or both loopback names (a local backend says localhost, clients use 127.0.0.1). */
function sameServer(issuer: URL, base: URL): boolean {
  if (issuer.protocol !== base.protocol || issuer.port !== base.port) return false;
  return issuer.hostname === base.hostname || (isLoopback(issuer.hostname) && isLoopback(base.hostname));
}

/**
 * Whether `iss` is the issuer of `projectId`'s user tokens for the API at `baseUrl`: path `/api/v1/projects/<id>`
 * exactly (no query, fragment or credentials), on the base URL's origin — or, when that is a loopback name, on any
 * loopback name with the same scheme and port.
 */
export function isTrustedIssuer(iss: unknown, baseUrl: string, projectId: string): boolean {
  if (typeof iss !== 'string') return false;
  const issuer = parseUrl(iss);
  const base = parseUrl(baseUrl);
  if (issuer === null || base === null) return false;
  if (issuer.search !== '' || issuer.hash !== '' || issuer.username !== '' || issuer.password !== '') return false;
  return issuer.pathname === `/api/v1/projects/${encodeURIComponent(projectId)}` && sameServer(issuer, base);
}
