/** OAuth outer flow (§2.6, §5.6) end to end: both response modes, the mock provider's pages, link, anonymous upgrade. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { providerTokensOf } from '../../emulator/oauth/flow-store';
import { call, clientHeaders, DEMO, signUp } from './helpers';
import {
  callback, codeOf, consent, exchange, pathOf, REDIRECT_URI, signInWithOAuth, startFlow,
} from './support/oauth-flow';

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://emu.test' });
let n = 0;
const account = (verified = true) => ({ account_id: `acct-${++n}`, email: `oauth-${n}@example.com`, email_verified: verified });
const me = (token: string) => call(h, 'GET', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': token }) });

describe('authorize → consent → callback → token (json mode)', () => {
  it('returns {location} pointing at the mock provider, without a cookie', async () => {
    const flow = await startFlow(h);
    expect(flow.reply.status).toBe(200);
    expect(flow.reply.headers.get('set-cookie')).toBeNull();
    const url = new URL(flow.location);
    expect(`${url.origin}${url.pathname}`).toBe('http://emu.test/emulator/oauth/github/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: DEMO.oauthProvider.clientId, redirect_uri: 'http://emu.test/api/v1/auth/oauth/callback/github',
      response_type: 'code', scope: 'user:email', state: flow.innerState, // a standard GitHub app: GitHub's own base scope
    });
  });
  it('signs up a new user with the provider\'s verified email and answers the token request exactly', async () => {
    const acct = account();
    const { flow, redirect, token } = await signInWithOAuth(h, acct);
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(flow.clientState);
    expect(token.status).toBe(200);
    expect(token.headers.get('pragma')).toBe('no-cache');
    expect(token.headers.get('content-type')).toMatch(/^application\/json/);
    expect(token.body).toEqual({
      access_token: expect.any(String), refresh_token: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{45}$/), token_type: 'Bearer',
      expires_in: expect.any(Number), scope: 'legacy', is_new_user: true, newUser: true,
      after_callback_redirect_url: null, afterCallbackRedirectUrl: null,
    });
    const user = await me(String(token.body.access_token));
    expect(user.body).toMatchObject({
      primary_email: acct.email, primary_email_verified: true, oauth_providers: [{ id: 'github', account_id: acct.account_id, email: acct.email }],
    });
  });
  it('the same provider account signs in again as the same user with is_new_user false', async () => {
    const acct = account();
    const first = await signInWithOAuth(h, acct);
    const second = await signInWithOAuth(h, acct);
    expect(second.token.body).toMatchObject({ is_new_user: false, newUser: false });
    expect((await me(String(second.token.body.access_token))).body.id).toBe((await me(String(first.token.body.access_token))).body.id);
  });
  it('echoes a trusted after_callback_redirect_url and stores provider tokens with the granted scopes', async () => {
    const after = 'http://localhost:5173/after';
    const { token } = await signInWithOAuth(h, { ...account(), scopes: ['openid', 'repo'] }, { after_callback_redirect_url: after, provider_scope: 'repo' });
    expect(token.body).toMatchObject({ after_callback_redirect_url: after, afterCallbackRedirectUrl: after });
    const userId = String((await me(String(token.body.access_token))).body.id);
    expect(providerTokensOf(emu.core, DEMO.projectId, userId, 'github')).toMatchObject({ scopes: ['openid', 'repo'], accessToken: expect.any(String) });
  });
  it('provider_scope adds to the scopes the provider is asked for', async () => {
    const flow = await startFlow(h, { provider_scope: 'repo read:org' });
    expect(new URL(flow.location).searchParams.get('scope')).toBe('user:email repo read:org');
  });
});

describe('redirect mode and the inner cookie', () => {
  it('307 with the exact inner cookie; the callback needs it and always deletes it', async () => {
    const flow = await startFlow(h, { stack_response_mode: 'redirect' });
    expect(flow.reply.status).toBe(307);
    // Expires as well as Max-Age, and Secure, as the real backend (issue 20).
    expect(flow.reply.headers.get('set-cookie')).toMatch(new RegExp(`^stack-oauth-inner-${flow.innerState}=true; Path=/; Expires=[^;]+ GMT; Max-Age=600; Secure; HttpOnly$`));
    const url = await consent(h, flow, account());
    const noCookie = await callback(h, url);
    expect(noCookie.status).toBe(400);
    expect(noCookie.text).toMatch(/^Inner OAuth cookie not found/);
    // Deleted as the service's framework does: empty, Expires in 1970.
    const deleted = `stack-oauth-inner-${flow.innerState}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    expect(noCookie.headers.get('set-cookie')).toBe(deleted);
    const ok = await callback(h, url, flow.cookie);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('set-cookie')).toBe(deleted);
    expect((await exchange(h, flow, codeOf(ok.headers.get('location')!))).status).toBe(200);
  });
  it('the callback also accepts a form POST (form_post providers)', async () => {
    const flow = await startFlow(h);
    const url = new URL(await consent(h, flow, account()));
    const r = await call(h, 'POST', url.pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: url.searchParams.toString(),
    });
    expect(r.status).toBe(303);
  });
});

describe('the mock provider consent page', () => {
  it('renders an HTML page listing remembered accounts; the form post redirects to the callback', async () => {
    const remembered = account();
    await signInWithOAuth(h, remembered);
    const flow = await startFlow(h);
    const page = await call(h, 'GET', pathOf(flow.location));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain(remembered.account_id);
    expect(page.text).toContain('Deny');
    const form = new URLSearchParams({ state: flow.innerState, account_id: remembered.account_id, email: remembered.email, email_verified: 'on' });
    const post = await call(h, 'POST', new URL(flow.location).pathname, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: form.toString() });
    expect(post.status).toBe(303);
    const cb = await callback(h, post.headers.get('location')!);
    const token = await exchange(h, flow, codeOf(cb.headers.get('location')!));
    expect(token.body.is_new_user).toBe(false);
  });
  it('an unknown state is refused by the page and the shortcut', async () => {
    expect((await call(h, 'GET', '/emulator/oauth/github/authorize?state=nope')).status).toBe(400);
    expect((await call(h, 'POST', '/emulator/oauth/github/consent', { body: { state: 'nope', account_id: 'x' } })).status).toBe(400);
  });
});

describe('link and anonymous upgrade', () => {
  it('type=link attaches the provider account to the token\'s user', async () => {
    const user = await signUp(h);
    const acct = account();
    const { token } = await signInWithOAuth(h, acct, { type: 'link', token: user.access_token });
    expect(token.body).toMatchObject({ is_new_user: false });
    const view = await me(user.access_token);
    expect(view.body.oauth_providers).toEqual([{ id: 'github', account_id: acct.account_id, email: acct.email }]);
    expect(view.body.primary_email).toBe(user.email);
  });
  it('authenticate with an anonymous user\'s token upgrades that user in place', async () => {
    const anon = await call<{ access_token: string; user_id: string }>(h, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} });
    const { token } = await signInWithOAuth(h, account(), { token: anon.body.access_token });
    expect(token.body.is_new_user).toBe(true);
    const view = await me(String(token.body.access_token));
    expect(view.body).toMatchObject({ id: anon.body.user_id, is_anonymous: false });
  });
});
