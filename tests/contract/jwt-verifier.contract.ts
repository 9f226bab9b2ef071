// JwtVerifierPort contract: ES256 tokens signed here with jose, checked against a key set — signature, kid lookup,
// algorithm allow-list, audience, expiry with tolerance on the given clock — and refusals as results, never throws.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JsonWebKeySet, JwtExpectations, JwtVerifierPort } from '../../ports/jwt-verifier.port';

const NOW = Date.UTC(2025, 5, 2, 9, 0, 0);
const NOW_S = NOW / 1000;

async function aKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256' } };
}

type Key = Awaited<ReturnType<typeof aKey>>;

const sign = (key: Key, claims: Record<string, unknown> = {}, kid: string = key.kid): Promise<string> =>
  new SignJWT({ sub: 'u1', ...claims }).setProtectedHeader({ alg: 'ES256', kid }).setAudience('p1').setIssuedAt(NOW_S).setExpirationTime(NOW_S + 600).sign(key.privateKey);

export function describeJwtVerifierContract(name: string, makeSubject: () => JwtVerifierPort): void {
  describe(`JwtVerifierPort contract: ${name}`, () => {
    let key: Key;
    let other: Key;
    let jwks: JsonWebKeySet;
    const expect_: JwtExpectations = { audience: 'p1', algorithms: ['ES256'], now: NOW, clockToleranceSeconds: 30 };

    beforeAll(async () => {
      key = await aKey('k1');
      other = await aKey('k2');
      jwks = { keys: [key.jwk] };
    });

    it('accepts a token signed by a key of the set and gives its payload', async () => {
      const verdict = await makeSubject().verify(await sign(key, { email: 'a@example.com' }), jwks, expect_);
      expect(verdict).toEqual({ ok: true, payload: expect.objectContaining({ sub: 'u1', aud: 'p1', email: 'a@example.com' }) });
    });

    it('a kid not in the set: noMatchingKey', async () => {
      expect(await makeSubject().verify(await sign(other), jwks, expect_)).toEqual({ ok: false, reason: 'noMatchingKey' });
    });

    it('signed by another key under a kid of the set: invalidSignature', async () => {
      expect(await makeSubject().verify(await sign(other, {}, 'k1'), jwks, expect_)).toEqual({ ok: false, reason: 'invalidSignature' });
    });

    it('a changed payload: invalidSignature', async () => {
      const [header, , signature] = (await sign(key)).split('.');
      const payload = Buffer.from(JSON.stringify({ sub: 'u2', aud: 'p1', exp: NOW_S + 600 })).toString('base64url');
      expect(await makeSubject().verify(`${header}.${payload}.${signature}`, jwks, expect_)).toEqual({ ok: false, reason: 'invalidSignature' });
    });

    it('expired: within the tolerance accepted, beyond it `expired`, on the given clock', async () => {
      const token = await sign(key);
      expect((await makeSubject().verify(token, jwks, { ...expect_, now: NOW + 620_000 })).ok).toBe(true);
      expect(await makeSubject().verify(token, jwks, { ...expect_, now: NOW + 631_000 })).toEqual({ ok: false, reason: 'expired' });
    });

    it('another audience: claimInvalid', async () => {
      expect(await makeSubject().verify(await sign(key), jwks, { ...expect_, audience: 'p2' })).toEqual({ ok: false, reason: 'claimInvalid' });
    });

    it('not a JWS, or an algorithm not allowed: malformed', async () => {
      const subject = makeSubject();
      expect(await subject.verify('not.a.jwt', jwks, expect_)).toEqual({ ok: false, reason: 'malformed' });
      expect(await subject.verify(await sign(key), jwks, { ...expect_, algorithms: ['RS256'] })).toEqual({ ok: false, reason: 'malformed' });
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u1","aud":"p1"}').toString('base64url')}.`;
      expect(await subject.verify(unsigned, jwks, expect_)).toEqual({ ok: false, reason: 'malformed' });
    });

    it('decodeUnverified: the payload of a JWT without checking it; null for anything else', async () => {
      const subject = makeSubject();
      expect(subject.decodeUnverified(await sign(other))).toEqual(expect.objectContaining({ sub: 'u1', aud: 'p1' }));
      expect(subject.decodeUnverified('garbage')).toBeNull();
    });
  });
}
