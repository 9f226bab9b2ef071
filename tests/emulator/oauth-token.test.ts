/** POST /auth/oauth/token, authorization_code grant (§2.6): PKCE, single use, lifetime, redirect_uri, MFA. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, DEMO } from './helpers';
import { callback, codeOf, consent, exchange, pkcePair, REDIRECT_URI, startFlow, tokenRequest, type Flow } from './support/oauth-flow';

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://emu.test' });
let n = 0;
const account = () => ({ account_id: `tok-${++n}`, email: `tok-${n}@example.com`, email_verified: true });

/** A flow up to the outer code (not yet exchanged). */
async function outerCode(over: Record<string, string> = {}, acct = account()): Promise<{ flow: Flow; code: string }> {
  const flow = await startFlow(h, over);
  const cb = await callback(h, await consent(h, flow, acct));
  return { flow, code: codeOf(cb.headers.get('location')!) };
}

const REDIRECT_MISMATCH = 'Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.';

describe('authorization_code grant', () => {
  it('is single use: a second exchange → INVALID_AUTHORIZATION_CODE', async () => {
    const { flow, code } = await outerCode();
    expect((await exchange(h, flow, code)).status).toBe(200);
    const again = await exchange(h, flow, code);
    expect([again.status, again.body.code]).toEqual([400, 'INVALID_AUTHORIZATION_CODE']);
  });
  it('a PKCE mismatch or missing verifier → INVALID_AUTHORIZATION_CODE and does not spend the code', async () => {
    const { flow, code } = await outerCode();
    expect((await exchange(h, flow, code, { code_verifier: pkcePair().verifier })).body.code).toBe('INVALID_AUTHORIZATION_CODE');
    const missing = await tokenRequest(h, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect([missing.status, missing.body.code]).toEqual([400, 'INVALID_AUTHORIZATION_CODE']);
    expect((await exchange(h, flow, code)).status).toBe(200);
  });
  it('a different redirect_uri → 400 text, code kept', async () => {
    const { flow, code } = await outerCode();
    for (const redirect_uri of [`${REDIRECT_URI}/other`, '']) {
      const r = await exchange(h, flow, code, { redirect_uri });
      expect([r.status, r.text]).toEqual([400, REDIRECT_MISMATCH]);
    }
    expect((await exchange(h, flow, code)).status).toBe(200);
  });
  it('expires after 5 minutes of virtual time', async () => {
    const { flow, code } = await outerCode();
    emu.clock.advance(5 * 60_000 + 1);
    expect((await exchange(h, flow, code)).body.code).toBe('INVALID_AUTHORIZATION_CODE');
  });
  it('unknown codes, and codes of another client → INVALID_AUTHORIZATION_CODE', async () => {
    const { flow, code } = await outerCode();
    expect((await exchange(h, flow, 'x'.repeat(45))).body.code).toBe('INVALID_AUTHORIZATION_CODE');
    const internal = await exchange(h, flow, code, { client_id: 'internal', client_secret: '__stack_public_client__' });
    expect([internal.status, internal.body.code]).toEqual([400, 'INVALID_AUTHORIZATION_CODE']);
  });
  it('client errors come first: bad secret → INVALID_OAUTH_CLIENT_ID_OR_SECRET; required key → PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', async () => {
    const { flow, code } = await outerCode();
    const wrong = await exchange(h, flow, code, { client_secret: 'pck_wrong' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET']);
    const config = emu.state.projects[DEMO.projectId]!.config;
    config.requirePublishableClientKey = true;
    try {
      const required = await exchange(h, flow, code, { client_secret: '__stack_public_client__' });
      expect([required.status, required.body.code]).toEqual([401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT']);
    } finally {
      config.requirePublishableClientKey = false;
    }
  });
  it('a missing code is the OAuth library\'s {error, error_description}', async () => {
    const r = await tokenRequest(h, { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code_verifier: 'v' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });
  it('accepts a JSON body and the plain PKCE method', async () => {
    const verifier = pkcePair().verifier;
    const flow = await startFlow(h, { code_challenge: verifier, code_challenge_method: 'plain' });
    const cb = await callback(h, await consent(h, flow, account()));
    const r = await call(h, 'POST', '/auth/oauth/token', {
      body: { grant_type: 'authorization_code', code: codeOf(cb.headers.get('location')!), redirect_uri: REDIRECT_URI, code_verifier: verifier, client_id: DEMO.projectId, client_secret: '__stack_public_client__' },
    });
    expect(r.status).toBe(200);
  });
  it('MFA users → MULTI_FACTOR_AUTHENTICATION_REQUIRED with an attempt code, and the code is spent', async () => {
    const acct = account();
    await outerCode({}, acct);
    const owner = Object.values(emu.state.users).find((u) => u.oauthAccounts.some((a) => a.accountId === acct.account_id))!;
    owner.totpSecretBase64 = 'AAAAAAAAAAAAAAAAAAAA';
    const { flow, code } = await outerCode({}, acct);
    const r = await exchange(h, flow, code);
    expect([r.status, r.body.code]).toEqual([400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED']);
    expect((r.body.details as { attempt_code: string }).attempt_code).toHaveLength(45);
    expect((await exchange(h, flow, code)).body.code).toBe('INVALID_AUTHORIZATION_CODE');
  });
});
