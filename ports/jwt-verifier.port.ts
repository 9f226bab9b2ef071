/** JwtVerifierPort: checks a compact JWS against a JSON Web Key Set (signature, algorithm, audience, expiry). */

/**
 * A JSON Web Key Set as a JWKS endpoint serves it (`{ keys: [...] }`); each key a public JWK.
 *
 * @example
 * const jwks: JsonWebKeySet = { keys: [{ kty: 'EC', crv: 'P-256', x: '…', y: '…', kid: 'k1', alg: 'ES256' }] };
 * @public
 */
export interface JsonWebKeySet {
  readonly keys: readonly Readonly<Record<string, unknown>>[];
}

/**
 * What a token must satisfy besides its signature. `now` is the verifier's clock (epoch ms), so tests can use a fake one.
 *
 * @example
 * const expect: JwtExpectations = { audience: projectId, algorithms: ['ES256'], now: clock.now(), clockToleranceSeconds: 30 };
 * @public
 */
export interface JwtExpectations {
  readonly audience: string;
  readonly algorithms: readonly string[];
  /** Epoch milliseconds. */
  readonly now: number;
  /** Leeway for `exp`, `nbf` and `iat`, in seconds. */
  readonly clockToleranceSeconds: number;
}

/**
 * Why a token was refused: `noMatchingKey` (its `kid` is not in the set: fetch the set again), `invalidSignature`,
 * `expired` (past `exp` by more than the tolerance), `claimInvalid` (audience, `nbf`, `iat`…), `malformed` (not a JWS,
 * an algorithm not allowed, anything else).
 *
 * @example
 * const refused: JwtVerification = { ok: false, reason: 'noMatchingKey' };
 * @public
 */
export type JwtVerification =
  | { readonly ok: true; readonly payload: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly reason: 'malformed' | 'noMatchingKey' | 'invalidSignature' | 'expired' | 'claimInvalid' };

/**
 * Verifies JWTs; never throws for a bad token (a refusal is a result).
 *
 * @example
 * const verdict = await verifier.verify(token, jwks, { audience: 'p', algorithms: ['ES256'], now: Date.now(), clockToleranceSeconds: 30 });
 * if (verdict.ok) console.log(verdict.payload.sub);
 * const unverified = verifier.decodeUnverified(token); // for routing a refusal only, never for trust
 * @public
 */
export interface JwtVerifierPort {
  verify(token: string, jwks: JsonWebKeySet, expectations: JwtExpectations): Promise<JwtVerification>;
  /** The payload without any check (null when the token is not a JWT): only to choose which refusal to give. */
  decodeUnverified(token: string): Readonly<Record<string, unknown>> | null;
}
