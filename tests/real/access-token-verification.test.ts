/**
 * Against the real backend: a session's access token, handed over as `Authorization: Bearer` or `x-stack-auth`, verifies
 * LOCALLY with server.authenticateRequest — the real backend's issuer (it says `localhost` while we call 127.0.0.1), its
 * audience, its ES256 keys from the project's JWKS — with one JWKS fetch and no other call; a token of another project
 * and a forged one are refused without asking the service.
 */
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { createAccessTokenVerifier, KnownErrors } from '../../composition/entry-node';
import { realBackend } from '../support/real-backend';
import { describeReal, newProject } from '../support/real-backend';
import { appsFor, PASSWORD, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

describeReal('real backend: access tokens verified locally (server.authenticateRequest)', () => {
  let apps: ProjectApps;
  let other: ProjectApps;
  const calls: string[] = [];
  const originalFetch = globalThis.fetch;

  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-tokens' }));
    other = appsFor(await newProject({ name: 'portcullis-real-tokens-other' }));
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push(new URL(url).pathname);
      return originalFetch(input, init);
    };
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  async function signedInClient(project: ProjectApps) {
    const client = project.client();
    valueOf(await client.signUpWithPassword({ email: uniqueEmail('tokens'), password: PASSWORD, noRedirect: true }));
    return client;
  }

  it('Bearer and x-stack-auth tokens of the real backend verify locally: one JWKS fetch, then no call', async () => {
    const client = await signedInClient(apps);
    const user = await client.getUser({ or: 'throw' });
    const server = apps.server();
    const authorization = (await client.tokens.getAuthorizationHeader())!;
    console.log(`real backend issuer: ${String(decodeJwt(authorization.slice('Bearer '.length)).iss)}`);
    calls.length = 0;
    const viaBearer = valueOf(await server.authenticateRequest({ headers: { authorization } }));
    expect(viaBearer.userId).toBe(user.id);
    expect(viaBearer.claims).toMatchObject({ sub: user.id, project_id: apps.keys.projectId, aud: apps.keys.projectId, email: user.primaryEmail });
    expect(calls).toEqual([`/api/v1/projects/${apps.keys.projectId}/.well-known/jwks.json`]);
    const viaJson = valueOf(await server.authenticateRequest(new Request('http://app.example/', { headers: { 'x-stack-auth': JSON.stringify(await client.tokens.getAuthJson()) } })));
    expect(viaJson.userId).toBe(user.id);
    const second = await signedInClient(apps);
    calls.length = 0;
    expect(valueOf(await server.authenticateRequest({ headers: { authorization: (await second.tokens.getAuthorizationHeader())! } })).userId)
      .toBe((await second.getUser({ or: 'throw' })).id);
    expect(calls.filter((path) => path.includes('jwks'))).toEqual([]);
  });

  it('another project\'s token and a forged one are refused, without a call', async () => {
    const server = apps.server();
    const mine = (await (await signedInClient(apps)).tokens.getAccessToken())!;
    valueOf(await server.authenticateRequest({ headers: { authorization: `Bearer ${mine}` } }));
    const theirs = (await (await signedInClient(other)).tokens.getAccessToken())!;
    calls.length = 0;
    const foreign = await server.authenticateRequest({ headers: { authorization: `Bearer ${theirs}` } });
    expect(!foreign.ok && KnownErrors.InvalidProjectForAccessToken.isInstance(foreign.error)).toBe(true);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodeJwt(mine)).setProtectedHeader({ alg: 'ES256', kid: JSON.parse(Buffer.from(mine.split('.')[0]!, 'base64url').toString()).kid }).sign(privateKey);
    const refused = await server.authenticateRequest({ headers: { authorization: `Bearer ${forged}` } });
    expect(!refused.ok && refused.error.code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(calls).toEqual([]);
  });

  it('createAccessTokenVerifier (publishable key only) verifies the real backend\'s token; re-encoded signatures are refused without a call', async () => {
    const verifier = createAccessTokenVerifier({ projectId: apps.keys.projectId, publishableClientKey: apps.keys.publishableClientKey, baseUrl: realBackend().url });
    const client = await signedInClient(apps);
    const token = (await client.tokens.getAccessToken())!;
    const { id } = await client.getUser({ or: 'throw' });
    calls.length = 0;
    expect(valueOf(await verifier.verifyAccessToken(token)).userId).toBe(id);
    expect(calls).toEqual([`/api/v1/projects/${apps.keys.projectId}/.well-known/jwks.json`]);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const setTrailingBit = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) | 1]}`;
    calls.length = 0;
    for (const variant of [`${signature}==`, `${signature.slice(0, 30)} ${signature.slice(30)}`, setTrailingBit]) {
      const refused = await verifier.verifyAccessToken(`${header}.${payload}.${variant}`);
      expect(!refused.ok && refused.error.code).toBe('UNPARSABLE_ACCESS_TOKEN');
    }
    // An unsigned copy of the genuine token, expiring in a day: refused.
    const claims = { ...decodeJwt(token), exp: Math.floor(Date.now() / 1000) + 86_400 };
    const unsigned = await verifier.verifyAccessToken(`${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${'A'.repeat(86)}`);
    expect(!unsigned.ok && unsigned.error.code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(calls).toEqual([]);
    expect((await verifier.verifyAccessToken(token)).ok).toBe(true);
  });
});
