/** The OAuth flow over real HTTP on 127.0.0.1 in redirect mode (what a browser does), with the inner cookie. */
import { startEmulatorServer, type RunningServer } from '../../emulator';
import { DEMO } from './helpers';
import { authorizeQuery, pkcePair, REDIRECT_URI } from './support/oauth-flow';

// Kept as is on both transports: a browser-style flow with raw fetch against its own server on 127.0.0.1.
let server: RunningServer;
beforeAll(async () => { server = await startEmulatorServer({ port: 0 }); });
afterAll(async () => { await server.close(); });

const get = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie === undefined ? {} : { cookie } });

it('authorize (307 + cookie) → consent page form → callback (303) → token', async () => {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams(authorizeQuery(challenge, 'client-state', { stack_response_mode: 'redirect' }));
  const authorize = await get(`${server.url}/api/v1/auth/oauth/authorize/github?${query.toString()}`);
  expect(authorize.status).toBe(307);
  const cookie = authorize.headers.get('set-cookie')!.split(';')[0]!;
  const providerUrl = authorize.headers.get('location')!;
  expect(providerUrl.startsWith(`${server.url}/emulator/oauth/github/authorize?`)).toBe(true);
  expect((await get(providerUrl)).status).toBe(200);
  const state = new URL(providerUrl).searchParams.get('state')!;
  const form = new URLSearchParams({ state, account_id: 'http-1', email: 'http-1@example.com', email_verified: 'on' });
  const consent = await fetch(new URL(providerUrl).origin + new URL(providerUrl).pathname, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
  });
  expect(consent.status).toBe(303);
  const cb = await get(consent.headers.get('location')!, cookie);
  expect(cb.status).toBe(303);
  const appUrl = new URL(cb.headers.get('location')!);
  expect(appUrl.searchParams.get('state')).toBe('client-state');
  const token = await fetch(`${server.url}/api/v1/auth/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code', code: appUrl.searchParams.get('code')!, redirect_uri: REDIRECT_URI, code_verifier: verifier,
      client_id: DEMO.projectId, client_secret: DEMO.publishableClientKey,
    }).toString(),
  });
  expect(token.status).toBe(200);
  expect(await token.json()).toMatchObject({ token_type: 'Bearer', is_new_user: true, scope: 'legacy' });
});
