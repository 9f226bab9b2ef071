/** The ES256 key pair that signs access tokens: generated once, stored in the state as JWK, reloadable. */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { SigningKeys } from '../core';
import type { SigningKeyRecord } from '../state/records';

/** Synchronous on purpose: node:crypto makes a P-256 pair in well under a millisecond, so start-up stays sync. */
export function generateSigningKey(): SigningKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomBytes(9).toString('base64url');
  return {
    kid,
    privateJwk: privateKey.export({ format: 'jwk' }) as Record<string, unknown>,
    publicJwk: publicKey.export({ format: 'jwk' }) as Record<string, unknown>,
  };
}

export function loadSigningKeys(record: SigningKeyRecord): SigningKeys {
  const privateKey = createPrivateKey({ key: record.privateJwk as never, format: 'jwk' });
  const publicKey = createPublicKey({ key: record.publicJwk as never, format: 'jwk' });
  // The published key has the service's fields in its order (kty, alg, crv, x, y, kid; no `use`): upstream
  // getPublicJwkSet in stack-shared utils/jwt.
  const { kty, crv, x, y } = record.publicJwk;
  return { kid: record.kid, privateKey, publicKey, publicJwk: { kty, alg: 'ES256', crv, x, y, kid: record.kid } };
}
