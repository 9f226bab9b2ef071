/** PKCE verification of the outer flow (RFC 7636): S256 as our client sends it, `plain` as the real server accepts. */
import { createHash, timingSafeEqual } from 'node:crypto';

export type PkceMethod = 'S256' | 'plain';

export const s256Challenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** Constant-time compare: the challenge is public but the habit costs nothing. */
function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function pkceMatches(method: PkceMethod, challenge: string, verifier: string | undefined): boolean {
  if (verifier === undefined || verifier === '') return false;
  return sameString(method === 'S256' ? s256Challenge(verifier) : verifier, challenge);
}
