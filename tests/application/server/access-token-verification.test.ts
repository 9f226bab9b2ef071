/**
 * AccessTokenVerificationService through server.verifyAccessToken, on a fake clock, against the emulator with its
 * key-set route answered by the test (the keys the project publishes, or a 503), so tokens can be signed with a
 * published key: a withdrawn key, a failing key-set endpoint, re-encoded signatures, and the claims a signed token
 * must still satisfy (issue 32).
 */
import 'reflect-metadata';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { createServerApp } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';
import { JWKS_FIRST_BACK_OFF_MS, JWKS_MAX_AGE_MS } from '../../../application/server/jwks-cache';
import { recordingEmulator, T0, uniqueEmail } from '../apps/app-harness';
import { errorOf, SERVER_OPTIONS, valueOf } from '../apps/server-harness';

const JWKS_PATH = `/api/v1/projects/${SEED.demo.projectId}/.well-known/jwks.json`;

interface SigningKey { readonly kid: string; readonly privateKey: CryptoKey; readonly publicJwk: JWK }

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

/** The emulator, except its key-set route: that answers `published` (or `status`), and counts the requests. */
function harness() {
  const clock = new FakeClockAdapter(T0);
  const { handler: emulatorHandler } = recordingEmulator(clock, { log: () => undefined });
  const keySet = { published: [] as JWK[], status: 200, requests: 0 };
  const handler = async (request: Request): Promise<Response> => {
    if (new URL(request.url).pathname !== JWKS_PATH) return emulatorHandler(request);
    keySet.requests += 1;
    return keySet.status === 200 ? Response.json({ keys: keySet.published }) : new Response('unavailable', { status: keySet.status });
  };
  const server = createServerApp(SERVER_OPTIONS, { handler, clock });
  return { clock, keySet, server };
}

/** A real user's claims as the emulator signs them (issuer, audience, project…), to be signed again with a test key. */
async function genuineClaims(server: ReturnType<typeof createServerApp>): Promise<JWTPayload> {
  const user = valueOf(await server.createUser({ primaryEmail: uniqueEmail('keys'), primaryEmailVerified: true, primaryEmailAuthEnabled: true }));
  const { accessToken } = valueOf(await user.createSession());
  return decodeJwt(accessToken);
}

const sign = (claims: JWTPayload, key: SigningKey): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: key.kid }).sign(key.privateKey);

const turn = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

/** Runs `work` to its end; when it waits on the fake clock (the request layer's retry waits), moves it to the next timer. */
async function settled<T>(clock: FakeClockAdapter, work: Promise<T>): Promise<T> {
  let done = false;
  const tracked = work.finally(() => { done = true; });
  while (!done) {
    for (let i = 0; i < 20 && !done; i += 1) await turn();
    const due = clock.nextDueAt();
    if (!done && due !== null) await clock.advanceAsync(due - clock.now());
  }
  return tracked;
}

describe('a key the project withdraws', () => {
  test('its tokens are refused once the cached set is older than the maximum age and fetched again', async () => {
    const { clock, keySet, server } = harness();
    const [old, next] = [await signingKey('old'), await signingKey('next')];
    keySet.published = [old.publicJwk, next.publicJwk];
    const claims = await genuineClaims(server);
    const verifiedBefore = await sign(claims, old);
    expect(valueOf(await server.verifyAccessToken(verifiedBefore)).userId).toBe(claims.sub);
    expect(keySet.requests).toBe(1);

    keySet.published = [next.publicJwk]; // withdrawn
    clock.advance(31_000);
    // Within the maximum age the set is not asked for again (the 31 s case is bounded by it, not forever).
    expect((await server.verifyAccessToken(await sign(claims, old))).ok).toBe(true);
    expect(keySet.requests).toBe(1);

    clock.advance(JWKS_MAX_AGE_MS - 31_000);
    const afterWithdrawal = await sign(claims, old);
    expect(errorOf(await server.verifyAccessToken(afterWithdrawal)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(errorOf(await server.verifyAccessToken(verifiedBefore)).code).toBe('UNPARSABLE_ACCESS_TOKEN'); // its cache entry too
    expect(keySet.requests).toBe(2);
    expect(valueOf(await server.verifyAccessToken(await sign(claims, next))).userId).toBe(claims.sub);
    expect(keySet.requests).toBe(2);
  });

  test('an unchanged set fetched again keeps what it verified: no signature is checked twice for nothing', async () => {
    const { clock, keySet, server } = harness();
    const key = await signingKey('k');
    keySet.published = [key.publicJwk];
    const token = await sign(await genuineClaims(server), key);
    expect((await server.verifyAccessToken(token)).ok).toBe(true);
    clock.advance(JWKS_MAX_AGE_MS);
    expect((await server.verifyAccessToken(token)).ok).toBe(true);
    expect(keySet.requests).toBe(2);
  });
});

describe('while the key-set endpoint fails and no keys were ever fetched', () => {
  test('a flood of tokens makes one fetch, then none until the back-off has passed; it doubles, and clears on success', async () => {
    const { clock, keySet, server } = harness();
    const key = await signingKey('k');
    const token = await sign(await genuineClaims(server), key);
    keySet.status = 503;
    await expect(settled(clock, server.verifyAccessToken(token))).rejects.toBeDefined();
    const oneFetch = keySet.requests; // the request layer's own retries of a 503, once
    expect(oneFetch).toBeGreaterThan(0);
    const forged = await Promise.all(Array.from({ length: 50 }, async (_, i) => sign({ ...decodeJwt(token), sub: `forged-${i}` }, key)));
    const outcomes = await Promise.allSettled(forged.map((t) => server.verifyAccessToken(t)));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(keySet.requests).toBe(oneFetch);

    clock.advance(JWKS_FIRST_BACK_OFF_MS);
    await expect(settled(clock, server.verifyAccessToken(token))).rejects.toBeDefined();
    const twoFetches = keySet.requests;
    expect(twoFetches).toBe(oneFetch * 2);
    clock.advance(JWKS_FIRST_BACK_OFF_MS); // the second back-off is twice as long
    await expect(server.verifyAccessToken(token)).rejects.toBeDefined();
    expect(keySet.requests).toBe(twoFetches);

    keySet.status = 200;
    keySet.published = [key.publicJwk];
    clock.advance(JWKS_FIRST_BACK_OFF_MS);
    expect((await server.verifyAccessToken(token)).ok).toBe(true);
    expect(keySet.requests).toBe(twoFetches + 1);
  });
});

describe('one spelling per signature', () => {
  /** Other spellings of the same bytes that lenient base64url decoders accept. */
  function respellings(token: string): string[] {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // An ES256 signature is 64 bytes: 86 characters, the last carrying 4 unused bits; set one of them.
    const trailingBits = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(last) | 1]}`;
    return [
      `${header}.${payload}.${signature}==`,
      `${header}.${payload}.${signature.slice(0, 40)} ${signature.slice(40)}`,
      `${header}.${payload}.${signature.slice(0, 40)}\n${signature.slice(40)}`,
      `${header}.${payload}.${trailingBits}`,
      `${header}=.${payload}.${signature}`,
    ];
  }

  test('padding, whitespace or non-zero trailing bits: refused, before and after the genuine text verified, with no request', async () => {
    const { keySet, server } = harness();
    const key = await signingKey('k');
    keySet.published = [key.publicJwk];
    const token = await sign(await genuineClaims(server), key);
    expect(token.split('.')[2]).toHaveLength(86);
    for (const variant of respellings(token)) expect(errorOf(await server.verifyAccessToken(variant)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(keySet.requests).toBe(0);
    expect((await server.verifyAccessToken(token)).ok).toBe(true);
    for (const variant of respellings(token)) expect(errorOf(await server.verifyAccessToken(variant)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(keySet.requests).toBe(1);
  });
});

describe('claims a validly signed token must still satisfy', () => {
  async function signedWith(changes: (claims: JWTPayload) => JWTPayload) {
    const h = harness();
    const key = await signingKey('k');
    h.keySet.published = [key.publicJwk];
    const claims = await genuineClaims(h.server);
    return { ...h, token: await sign(changes(claims), key), claims };
  }

  test('issued 300 days ahead: refused; 20 s ahead (clock skew): accepted', async () => {
    const nowSeconds = Math.floor(T0 / 1000);
    const ahead = await signedWith((c) => ({ ...c, iat: nowSeconds + 300 * 86_400, exp: nowSeconds + 300 * 86_400 + 600 }));
    expect(errorOf(await ahead.server.verifyAccessToken(ahead.token)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    const skewed = await signedWith((c) => ({ ...c, iat: nowSeconds + 20 }));
    expect((await skewed.server.verifyAccessToken(skewed.token)).ok).toBe(true);
  });

  test('without exp: refused, and not remembered as verified', async () => {
    const { server, token } = await signedWith(({ exp: _exp, ...rest }) => rest);
    expect(decodeJwt(token).exp).toBeUndefined();
    expect(errorOf(await server.verifyAccessToken(token)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(errorOf(await server.verifyAccessToken(token)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
  });

  test.each([
    ['is_anonymous', { is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } }],
    ['is_restricted', { is_restricted: true, restricted_reason: { type: 'email_not_verified' } }],
    ['a restricted_reason alone', { restricted_reason: { type: 'email_not_verified' } }],
  ])('%s under the normal audience: refused (the service asserts the same)', async (_, changes) => {
    const { server, token, claims } = await signedWith((c) => ({ ...c, ...changes }));
    expect(decodeJwt(token).aud).toBe(claims.aud);
    expect(errorOf(await server.verifyAccessToken(token)).code).toBe('UNPARSABLE_ACCESS_TOKEN');
  });
});
