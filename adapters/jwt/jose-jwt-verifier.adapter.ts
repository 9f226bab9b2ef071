/**
 * JoseJwtVerifierAdapter: JwtVerifierPort over jose (panva/jose): `jwtVerify` against a local JWK set, errors told
 * apart by their `code` (works across realms), never a hand-rolled JWT check.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import type { JsonWebKeySet, JwtExpectations, JwtVerification, JwtVerifierPort } from '../../ports/jwt-verifier.port';

type Refusal = Extract<JwtVerification, { ok: false }>['reason'];
type KeyResolver = ReturnType<typeof createLocalJWKSet>;

const REFUSALS: Readonly<Record<string, Refusal>> = {
  ERR_JWKS_NO_MATCHING_KEY: 'noMatchingKey',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'invalidSignature',
  ERR_JWT_EXPIRED: 'expired',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'claimInvalid',
};

const refusalOf = (error: unknown): Refusal => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'string' ? REFUSALS[code] : undefined) ?? 'malformed';
};

export class JoseJwtVerifierAdapter implements JwtVerifierPort {
  // One resolver per key set object: jose caches the imported CryptoKeys inside it, so a set reused keeps them.
  readonly #resolvers = new WeakMap<JsonWebKeySet, KeyResolver>();

  async verify(token: string, jwks: JsonWebKeySet, expectations: JwtExpectations): Promise<JwtVerification> {
    try {
      const { payload } = await jwtVerify(token, this.#resolverOf(jwks), {
        algorithms: [...expectations.algorithms],
        audience: expectations.audience,
        currentDate: new Date(expectations.now),
        clockTolerance: expectations.clockToleranceSeconds,
      });
      return { ok: true, payload };
    } catch (error) {
      return { ok: false, reason: refusalOf(error) };
    }
  }

  decodeUnverified(token: string): Readonly<Record<string, unknown>> | null {
    try {
      return decodeJwt(token);
    } catch {
      return null;
    }
  }

  #resolverOf(jwks: JsonWebKeySet): KeyResolver {
    let resolver = this.#resolvers.get(jwks);
    if (resolver === undefined) {
      resolver = createLocalJWKSet(jwks as unknown as JSONWebKeySet);
      this.#resolvers.set(jwks, resolver);
    }
    return resolver;
  }
}
