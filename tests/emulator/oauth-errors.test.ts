/** OAuth authorize and callback errors (§2.6): status + code for known errors, status + text for text errors, error redirects. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { signInTokens } from '../../emulator/tokens/sessions';
import { call, DEMO, signUp, type Reply } from './helpers';
import { callback, consent, errorOf, REDIRECT_URI, startFlow, type Flow } from './support/oauth-flow';

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://emu.test' });
const project = () => emu.state.projects[DEMO.projectId]!;
let n = 0;
const account = () => ({ account_id: `err-${++n}`, email: `err-${n}@example.com`, email_verified: true });
const codeOfReply = (r: Reply) => [r.status, r.body?.code];

async function withConfig<T>(patch: Partial<ReturnType<typeof project>['config']>, run: () => Promise<T>): Promise<T> {
  const saved = { ...project().config };
  Object.assign(project().config, patch);
  try {
    return await run();
  } finally {
    project().config = saved;
  }
}

describe('authorize errors', () => {
  it('unknown project or branch → INVALID_OAUTH_CLIENT_ID_OR_SECRET with client_id', async () => {
    for (const clientId of ['no-such-project', `${DEMO.projectId}#dev`]) {
      const r = (await startFlow(h, { client_id: clientId })).reply;
      expect(codeOfReply(r)).toEqual([400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET']);
      expect(r.body.details).toEqual({ client_id: clientId });
    }
  });
  it('wrong key → INVALID_PUBLISHABLE_CLIENT_KEY; sentinel when keys are required → PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', async () => {
    expect(codeOfReply((await startFlow(h, { client_secret: 'pck_wrong' })).reply)).toEqual([401, 'INVALID_PUBLISHABLE_CLIENT_KEY']);
    expect((await startFlow(h, { client_secret: '__stack_public_client__' })).reply.status).toBe(200);
    await withConfig({ requirePublishableClientKey: true }, async () => {
      const r = (await startFlow(h, { client_secret: '__stack_public_client__' })).reply;
      expect(codeOfReply(r)).toEqual([401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT']);
      expect((await startFlow(h)).reply.status).toBe(200);
    });
  });
  it('provider not configured → OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', async () => {
    expect(codeOfReply((await startFlow(h, {}, 'not-configured')).reply)).toEqual([400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED']);
  });
  it('link without token → 400 text; bad tokens → UNPARSABLE_ACCESS_TOKEN / ACCESS_TOKEN_EXPIRED; other project → 403 text', async () => {
    const noToken = (await startFlow(h, { type: 'link' })).reply;
    expect([noToken.status, noToken.text]).toEqual([400, '?token= query parameter is required for link type']);
    expect(codeOfReply((await startFlow(h, { type: 'link', token: 'garbage' })).reply)).toEqual([401, 'UNPARSABLE_ACCESS_TOKEN']);
    const user = await signUp(h);
    emu.clock.advance(11 * 60_000);
    expect(codeOfReply((await startFlow(h, { type: 'link', token: user.access_token })).reply)).toEqual([401, 'ACCESS_TOKEN_EXPIRED']);
    const owner = emu.state.users['a2fee363-17d2-4600-8aa3-655b76e345ac']!;
    const foreign = await signInTokens(emu.core, owner);
    const otherProject = (await startFlow(h, { type: 'link', token: foreign.access_token })).reply;
    expect([otherProject.status, otherProject.text]).toEqual([403, 'The access token is not valid for this project']);
  });
  it('provider_scope with shared keys → OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', async () => {
    await withConfig({ oauthProviders: [{ id: 'github', type: 'shared' }] }, async () => {
      expect(codeOfReply((await startFlow(h, { provider_scope: 'repo' })).reply)).toEqual([400, 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS']);
      expect((await startFlow(h)).reply.status).toBe(200);
    });
  });
  it('untrusted after_callback_redirect_url → REDIRECT_URL_NOT_WHITELISTED; the mobile scheme is accepted', async () => {
    expect(codeOfReply((await startFlow(h, { after_callback_redirect_url: 'https://evil.example.com/x' })).reply)).toEqual([400, 'REDIRECT_URL_NOT_WHITELISTED']);
    expect((await startFlow(h, { after_callback_redirect_url: 'stack-auth-mobile-oauth-url://done' })).reply.status).toBe(200);
  });
  it('missing or malformed parameters → SCHEMA_ERROR; unknown extra parameters are tolerated', async () => {
    expect(codeOfReply((await startFlow(h, { client_secret: undefined })).reply)).toEqual([400, 'SCHEMA_ERROR']);
    expect(codeOfReply((await startFlow(h, { redirect_uri: 'not a url' })).reply)).toEqual([400, 'SCHEMA_ERROR']);
    expect((await startFlow(h, { bot_challenge_unavailable: 'true', extra: 'x' })).reply.status).toBe(200);
  });
});

describe('callback errors', () => {
  const run = async (flow: Flow, acct = account()) => callback(h, await consent(h, flow, acct), flow.cookie);

  it('unknown state → 400 text; a replayed callback finds its provider code spent (invalid grant)', async () => {
    const unknown = await call(h, 'GET', '/api/v1/auth/oauth/callback/github?state=nope&code=x');
    expect([unknown.status, unknown.text]).toEqual([400, 'Invalid OAuth state. Please try signing in again.']);
    const flow = await startFlow(h);
    const url = await consent(h, flow, account());
    expect((await callback(h, url)).status).toBe(303);
    const replay = await callback(h, url);
    expect([replay.status, replay.text]).toEqual([400, 'Inner OAuth callback failed due to invalid grant. Please try again.']);
    // A JSON-mode flow has no inner cookie, so none is deleted; nor for an unknown state.
    expect([replay.headers.get('set-cookie'), unknown.headers.get('set-cookie')]).toEqual([null, null]);
  });
  it('a state named like an Object member (__proto__, constructor, toString) is unknown, not a prototype\'s member', async () => {
    await startFlow(h); // the flow table exists
    for (const state of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const r = await call(h, 'GET', `/api/v1/auth/oauth/callback/github?state=${state}&code=x`);
      expect([state, r.status, r.text]).toEqual([state, 400, 'Invalid OAuth state. Please try signing in again.']);
      expect((await call(h, 'GET', `/emulator/oauth/github/authorize?state=${state}`)).status).toBe(400);
    }
  });
  it('more than 10 minutes after authorize → OUTER_OAUTH_TIMEOUT, redirected to the app like every known error of the callback', async () => {
    const flow = await startFlow(h);
    const url = await consent(h, flow, account());
    emu.clock.advance(10 * 60_000 + 1);
    const r = await callback(h, url);
    expect([r.status, errorOf(r).errorCode]).toEqual([307, 'OUTER_OAUTH_TIMEOUT']);
  });
  it('a provider turned off since authorize → OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, sent back on the redirect URL', async () => {
    const flow = await startFlow(h);
    const url = await consent(h, flow, account());
    const r = await withConfig({ oauthProviders: project().config.oauthProviders.filter((p) => p.id !== 'github') }, () => callback(h, url));
    expect([r.status, errorOf(r).target, errorOf(r).errorCode]).toEqual([307, REDIRECT_URI, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED']);
  });
  it('a callback on another enabled provider\'s path is an invalid grant (its provider refuses the code)', async () => {
    const flow = await startFlow(h);
    const url = new URL(await consent(h, flow, account()), 'http://emu.test');
    const github = project().config.oauthProviders.find((p) => p.id === 'github')!;
    const r = await withConfig({ oauthProviders: [...project().config.oauthProviders, { ...github, id: 'google' }] },
      () => call(h, 'GET', `/api/v1/auth/oauth/callback/google${url.search}`));
    expect([r.status, r.text]).toEqual([400, 'Inner OAuth callback failed due to invalid grant. Please try again.']);
  });
  it('denial at the provider → 307 to redirect_uri with error=server_error and OAUTH_PROVIDER_ACCESS_DENIED', async () => {
    const flow = await startFlow(h);
    const r = await run(flow, { account_id: 'x', deny: true } as never);
    expect(r.status).toBe(307);
    expect(errorOf(r)).toEqual({
      target: REDIRECT_URI, error: 'server_error', errorCode: 'OAUTH_PROVIDER_ACCESS_DENIED', message: expect.any(String), details: {},
    });
    expect(new URL(r.headers.get('location')!).searchParams.get('error_description')).toBe(errorOf(r).message);
  });
  it('a bad provider code is the service\'s invalid-grant text error', async () => {
    const flow = await startFlow(h);
    const r = await call(h, 'GET', `/api/v1/auth/oauth/callback/github?state=${flow.innerState}&code=forged`);
    expect([r.status, r.text]).toEqual([400, 'Inner OAuth callback failed due to invalid grant. Please try again.']);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
  });
  it('untrusted redirect_uri → REDIRECT_URL_NOT_WHITELISTED, redirected to a trusted error_redirect_uri, else answered directly', async () => {
    const errorUri = 'http://localhost:5173/handler/error';
    const redirected = await run(await startFlow(h, { redirect_uri: 'https://evil.example.com/cb', error_redirect_uri: errorUri }));
    expect(redirected.status).toBe(307);
    expect(errorOf(redirected)).toMatchObject({ target: errorUri, errorCode: 'REDIRECT_URL_NOT_WHITELISTED' });
    const legacy = await run(await startFlow(h, { redirect_uri: 'https://evil.example.com/cb', error_redirect_url: errorUri }));
    expect(errorOf(legacy)).toMatchObject({ target: errorUri, errorCode: 'REDIRECT_URL_NOT_WHITELISTED' });
    const direct = await run(await startFlow(h, { redirect_uri: 'https://evil.example.com/cb' }));
    expect(codeOfReply(direct)).toEqual([400, 'REDIRECT_URL_NOT_WHITELISTED']);
  });
  it('scope other than legacy → INVALID_SCOPE (redirected)', async () => {
    const r = await run(await startFlow(h, { scope: 'openid' }));
    expect([r.status, errorOf(r).errorCode]).toEqual([307, 'INVALID_SCOPE']);
  });
  it('sign-up disabled → SIGN_UP_NOT_ENABLED (redirected); existing accounts still sign in', async () => {
    const existing = account();
    expect((await run(await startFlow(h), existing)).status).toBe(303);
    await withConfig({ signUpEnabled: false }, async () => {
      const r = await run(await startFlow(h));
      expect([r.status, errorOf(r).errorCode]).toEqual([307, 'SIGN_UP_NOT_ENABLED']);
      expect((await run(await startFlow(h), existing)).status).toBe(303);
    });
  });
  it('link of an account owned by someone else → OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER (redirected)', async () => {
    const taken = account();
    expect((await run(await startFlow(h), taken)).status).toBe(303);
    const user = await signUp(h);
    const r = await run(await startFlow(h, { type: 'link', token: user.access_token }), taken);
    expect([r.status, errorOf(r).errorCode]).toEqual([307, 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER']);
  });
});
