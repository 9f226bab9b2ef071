/** Connected accounts (protocol §2.17): list, and provider access tokens with scope checks. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, clientHeaders, DEMO, serverHeaders, signUp } from './helpers';
import type { Reply } from './helpers';

const { emu, h } = emulatorUnderTest();
const NO_SUCH = '00000000-0000-4000-8000-000000000000';
type R = Reply;

function expectKnown(r: R, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

async function connectedUser() {
  const user = await signUp(h);
  emu.state.users[user.user_id]!.oauthAccounts = [
    { providerId: 'github', accountId: 'gh-1', email: null, scopes: ['read:user'], accessToken: 'gho_one' },
    { providerId: 'github', accountId: 'gh-2', email: null, scopes: ['read:user', 'repo'], accessToken: 'gho_two' },
  ];
  const headers = clientHeaders({ 'x-stack-access-token': user.access_token });
  const req = (method: string, path: string, body?: unknown) => call(h, method, path, { headers, ...(body === undefined ? {} : { body }) });
  return { ...user, req };
}

beforeAll(() => {
  emu.state.projects[DEMO.projectId]!.config.oauthProviders.push({ id: 'google', type: 'shared' });
});

describe('GET /connected-accounts/{user_id}', () => {
  it('lists own accounts (me) and any user for the server; 403 text for another user', async () => {
    const me = await connectedUser();
    const other = await signUp(h);
    const items = [
      { user_id: me.user_id, provider: 'github', provider_account_id: 'gh-1' },
      { user_id: me.user_id, provider: 'github', provider_account_id: 'gh-2' },
    ];
    expect((await me.req('GET', '/connected-accounts/me')).body).toEqual({ items, is_paginated: false });
    expect((await call(h, 'GET', `/connected-accounts/${me.user_id}`, { headers: serverHeaders() })).body.items).toEqual(items);
    const r = await me.req('GET', `/connected-accounts/${other.user_id}`);
    expect([r.status, r.text]).toEqual([403, 'Client can only list connected accounts for their own user.']);
    expectKnown(await call(h, 'GET', '/connected-accounts/me', { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    expectKnown(await call(h, 'GET', `/connected-accounts/${me.user_id}`, { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    expectKnown(await call(h, 'GET', `/connected-accounts/${NO_SUCH}`, { headers: serverHeaders() }), 404, 'USER_NOT_FOUND');
  });
});

describe('POST /connected-accounts/{user_id}/{provider_id}[/{provider_account_id}]/access-token', () => {
  it('an account at a shared provider gets its provider token (development setting, the default)', async () => {
    const me = await connectedUser();
    emu.state.users[me.user_id]!.oauthAccounts.push({ providerId: 'google', accountId: 'g-1', email: null, scopes: ['email'], accessToken: 'ya29_shared' });
    expect((await me.req('POST', '/connected-accounts/me/google/g-1/access-token', { scope: 'email' })).body).toEqual({ access_token: 'ya29_shared' });
    expect((await me.req('POST', '/connected-accounts/me/google/access-token', {})).body).toEqual({ access_token: 'ya29_shared' });
  });

  it('201 with the access token of an account holding every requested scope', async () => {
    const me = await connectedUser();
    const any = await me.req('POST', '/connected-accounts/me/github/access-token', {});
    expect([any.status, any.body]).toEqual([201, { access_token: 'gho_one' }]);
    expect((await me.req('POST', '/connected-accounts/me/github/access-token', { scope: 'repo read:user' })).body).toEqual({ access_token: 'gho_two' });
    expect((await me.req('POST', '/connected-accounts/me/github/gh-2/access-token', { scope: 'repo' })).body).toEqual({ access_token: 'gho_two' });
  });
  it('errors in order: 403 text, provider not enabled, shared keys (when refused), user, not connected, missing scope or no token', async () => {
    const me = await connectedUser();
    const other = await signUp(h);
    const forbidden = await me.req('POST', `/connected-accounts/${other.user_id}/github/access-token`, {});
    expect([forbidden.status, forbidden.text]).toEqual([403, 'Client can only access its own connected accounts']);
    expectKnown(await me.req('POST', '/connected-accounts/me/gitlab/access-token', {}), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    // Shared keys: tokens are handed out as in development (the default), so the next check answers; the hosted rule refuses.
    expectKnown(await me.req('POST', '/connected-accounts/me/google/access-token', {}), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    emu.core.sharedOAuthAccessTokens = false;
    try {
      expectKnown(await me.req('POST', '/connected-accounts/me/google/access-token', {}), 400, 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
    } finally {
      emu.core.sharedOAuthAccessTokens = true;
    }
    expectKnown(await call(h, 'POST', `/connected-accounts/${other.user_id}/github/access-token`, { headers: serverHeaders(), body: {} }), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    expectKnown(await me.req('POST', '/connected-accounts/me/github/gh-3/access-token', {}), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    expectKnown(await me.req('POST', '/connected-accounts/me/github/gh-1/access-token', { scope: 'repo' }), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
    expectKnown(await call(h, 'POST', `/connected-accounts/${NO_SUCH}/github/access-token`, { headers: serverHeaders(), body: {} }), 404, 'USER_NOT_FOUND');
    // No stored token is the service's "re-authorize" answer too: a missing scope.
    delete emu.state.users[me.user_id]!.oauthAccounts[0]!.accessToken;
    expectKnown(await me.req('POST', '/connected-accounts/me/github/gh-1/access-token', {}), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
    // An account that does not allow connected accounts serves no token by account id, and is not listed.
    emu.state.users[me.user_id]!.oauthAccounts[1]!.allowConnectedAccounts = false;
    expectKnown(await me.req('POST', '/connected-accounts/me/github/gh-2/access-token', {}), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    expect((await me.req('GET', '/connected-accounts/me')).body.items).toEqual([{ user_id: me.user_id, provider: 'github', provider_account_id: 'gh-1' }]);
    expectKnown(await me.req('POST', '/connected-accounts/me/github/access-token', { scopes: 'x' }), 400, 'SCHEMA_ERROR');
  });
});

describe('accounts connected through the OAuth callback', () => {
  it('reads scopes and the token from the provider-token table and refreshes an expired token', async () => {
    const me = await signUp(h);
    emu.state.users[me.user_id]!.oauthAccounts = [{ providerId: 'github', accountId: 'gh-9', email: null }];
    emu.state.extra.oauthProviderTokens = {
      [`${DEMO.projectId}:github:gh-9`]: { projectId: DEMO.projectId, userId: me.user_id, providerId: 'github', accountId: 'gh-9', scopes: ['user:email'], accessToken: 'mock_at_first', expiresAt: emu.clock.now() + 60_000 },
    };
    const headers = clientHeaders({ 'x-stack-access-token': me.access_token });
    const token = (body: unknown) => call(h, 'POST', '/connected-accounts/me/github/gh-9/access-token', { headers, body });
    expect((await token({ scope: 'user:email' })).body).toEqual({ access_token: 'mock_at_first' });
    expectKnown(await token({ scope: 'repo' }), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
    emu.clock.advance(60_000);
    const refreshed = await token({});
    expect(refreshed.status).toBe(201);
    expect(refreshed.body.access_token).toMatch(/^mock_at_[0-9a-hjkmnp-tv-z]{45}$/);
  });
});
