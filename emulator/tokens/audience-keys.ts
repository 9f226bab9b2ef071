/**
 * Signing keys per audience, as the service has them (stack-shared utils/jwt getPrivateJwks): each audience
 * (`<project>`, `<project>:restricted`, `<project>:anon`) has two ES256 keys derived from one secret; the first signs,
 * both verify and both are published. Here the secret is the emulator's own key (state.signingKey, so a saved state
 * keeps its tokens valid), and each derived key is the SHA-256 of (label, secret, audience) used as a P-256 scalar.
 */
import { createECDH, createHash, createPrivateKey, type KeyObject } from 'node:crypto';

export interface AudienceKey {
  kid: string;
  privateKey: KeyObject;
  /** The published shape, fields in the service's order: kty, alg, crv, x, y, kid. */
  publicJwk: { kty: 'EC'; alg: 'ES256'; crv: 'P-256'; x: string; y: string; kid: string };
}

const cache = new WeakMap<KeyObject, Map<string, readonly [AudienceKey, AudienceKey]>>();

const hash = (...parts: string[]): Buffer => createHash('sha256').update(JSON.stringify(parts)).digest();

function derive(secret: string, audience: string, generation: string): AudienceKey {
  const ecdh = createECDH('prime256v1');
  // A hash at or above the curve order is refused by setPrivateKey (odds 2^-32): hash again.
  for (let round = 0; ; round++) {
    try {
      ecdh.setPrivateKey(hash('emulator-jwk-secret', generation, secret, audience, String(round)));
      break;
    } catch (error) {
      if (round > 8) throw error;
    }
  }
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33).toString('base64url');
  const y = point.subarray(33, 65).toString('base64url');
  const d = ecdh.getPrivateKey().toString('base64url');
  const kid = hash('emulator-jwk-kid', generation, secret, audience).toString('base64url').slice(0, 12);
  const privateKey = createPrivateKey({ key: { kty: 'EC', crv: 'P-256', x, y, d }, format: 'jwk' });
  return { kid, privateKey, publicJwk: { kty: 'EC', alg: 'ES256', crv: 'P-256', x, y, kid } };
}

/** The two keys of `audience`: [the signing one, the other accepted one]. */
export function audienceKeys(master: KeyObject, audience: string): readonly [AudienceKey, AudienceKey] {
  if (master.type !== 'private') throw new Error('audience keys derive from a private key');
  let byAudience = cache.get(master);
  if (byAudience === undefined) {
    byAudience = new Map();
    cache.set(master, byAudience);
  }
  let pair = byAudience.get(audience);
  if (pair === undefined) {
    const secret = String(master.export({ format: 'jwk' }).d);
    pair = [derive(secret, audience, 'first'), derive(secret, audience, 'second')];
    byAudience.set(audience, pair);
  }
  return pair;
}

/** The audiences of a project's user kinds, as in its tokens' `aud`. */
export const projectAudiences = (projectId: string) => ({ normal: projectId, restricted: `${projectId}:restricted`, anonymous: `${projectId}:anon` });
