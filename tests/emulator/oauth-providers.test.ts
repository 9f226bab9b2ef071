/**
 * A user's OAuth providers (/oauth-providers) and the payments reads of the SDK's account settings, with the
 * answers measured on the real backend (issue 20): shapes per access type, wording and order of the checks.
 */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, signUp } from './helpers';
import type { Reply } from './helpers';

const { emu, h } = emulatorUnderTest();
const NO_SUCH = '00000000-0000-4000-8000-00000000000a';
type R = Reply;

function expectKnown(r: R, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}
function expectText(r: R, status: number, text: string): void {
  expect([r.status, r.text]).toEqual([status, text]);
}

async function client() {
  const user = await signUp(h);
  const headers = clientHeaders({ 'x-stack-access-token': user.access_token });
  const req = (method: string, path: string, body?: unknown) => call(h, method, path, { headers, ...(body === undefined ? {} : { body }) });
  return { ...user, req };
}
const server = (method: string, path: string, body?: unknown) => call(h, method, path, { headers: serverHeaders(), ...(body === undefined ? {} : { body }) });
const githubAccount = (userId: string, accountId: string, extra: Record<string, unknown> = {}) =>
  server('POST', '/oauth-providers', { user_id: userId, provider_config_id: 'github', account_id: accountId, allow_sign_in: false, allow_connected_accounts: true, ...extra });

describe('/oauth-providers', () => {
  it('server creates (201), every access type reads; clients do not see account_id, a missing email is left out', async () => {
    const me = await client();
    const made = await githubAccount(me.user_id, 'gh-op-1', { email: 'gh-op-1@example.com' });
    expect([made.status, made.body]).toEqual([201, {
      user_id: me.user_id, id: expect.any(String), email: 'gh-op-1@example.com', provider_config_id: 'github', type: 'github',
      allow_sign_in: false, allow_connected_accounts: true, account_id: 'gh-op-1',
    }]);
    const id = made.body.id as string;
    const asClient = await me.req('GET', `/oauth-providers/me/${id}`);
    expect(asClient.body).toEqual({ user_id: me.user_id, id, email: 'gh-op-1@example.com', provider_config_id: 'github', type: 'github', allow_sign_in: false, allow_connected_accounts: true });
    expect((await call(h, 'GET', `/oauth-providers/${me.user_id}/${id}`, { headers: adminHeaders() })).body.account_id).toBe('gh-op-1');
    const second = await githubAccount(me.user_id, 'gh-op-2');
    expect(second.body).not.toHaveProperty('email');
    expect((await me.req('GET', '/oauth-providers?user_id=me')).body).toEqual({ items: [asClient.body, expect.objectContaining({ id: second.body.id })], is_paginated: false });
    // The user view lists the same accounts by provider config id.
    expect((await me.req('GET', '/users/me')).body.oauth_providers).toEqual([
      { id: 'github', account_id: 'gh-op-1', email: 'gh-op-1@example.com' }, { id: 'github', account_id: 'gh-op-2', email: null },
    ]);
    expectKnown(await me.req('POST', '/oauth-providers', { user_id: 'me', provider_config_id: 'github', account_id: 'x', allow_sign_in: false, allow_connected_accounts: true }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('updates: clients the two switches, servers also email and account id; connected accounts follow the switch', async () => {
    const me = await client();
    const id = (await githubAccount(me.user_id, 'gh-op-3')).body.id as string;
    expect((await me.req('PATCH', `/oauth-providers/me/${id}`, { allow_connected_accounts: false })).body).toMatchObject({ allow_connected_accounts: false });
    expect((await me.req('GET', '/connected-accounts/me')).body.items).toEqual([]);
    expectKnown(await me.req('PATCH', `/oauth-providers/me/${id}`, { email: 'x@example.com' }), 400, 'SCHEMA_ERROR');
    const moved = await server('PATCH', `/oauth-providers/${me.user_id}/${id}`, { email: 'moved@example.com', account_id: 'gh-op-3b' });
    expect(moved.body).toMatchObject({ email: 'moved@example.com', account_id: 'gh-op-3b', allow_connected_accounts: false });
  });

  it('the backend\'s uniqueness rules: one sign-in account per provider and user, no account twice, one user per sign-in account id', async () => {
    const me = await client();
    const other = await client();
    await githubAccount(me.user_id, 'gh-op-4', { allow_sign_in: true });
    expectText(await githubAccount(me.user_id, 'gh-op-5', { allow_sign_in: true }), 400, 'The same provider type with sign-in enabled already exists for this user.');
    expectText(await githubAccount(me.user_id, 'gh-op-4'), 400, 'The same provider type with the same account ID already exists for this user.');
    expectKnown(await githubAccount(other.user_id, 'gh-op-4', { allow_sign_in: true }), 400, 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
    expect((await githubAccount(other.user_id, 'gh-op-4')).status).toBe(201);
  });

  it('errors: signed out, another user (403 per action), unknown user, unknown row, unconfigured provider', async () => {
    const me = await client();
    const other = await client();
    const id = (await githubAccount(me.user_id, 'gh-op-6')).body.id as string;
    expectKnown(await call(h, 'GET', `/oauth-providers?user_id=${me.user_id}`, { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    expectText(await other.req('GET', `/oauth-providers?user_id=${me.user_id}`), 403, 'Client can only list OAuth providers for their own user.');
    expectText(await other.req('GET', `/oauth-providers/${me.user_id}/${id}`), 403, 'Client can only read OAuth providers for their own user.');
    expectText(await other.req('PATCH', `/oauth-providers/${me.user_id}/${id}`, {}), 403, 'Client can only update OAuth providers for their own user.');
    expectText(await other.req('DELETE', `/oauth-providers/${me.user_id}/${id}`), 403, 'Client can only delete OAuth providers for their own user.');
    expectKnown(await server('GET', `/oauth-providers?user_id=${NO_SUCH}`), 404, 'USER_NOT_FOUND');
    expectText(await server('GET', `/oauth-providers/${other.user_id}/${id}`), 404, `OAuth provider ${id} for user ${other.user_id} not found`);
    expectText(await server('POST', '/oauth-providers', { user_id: me.user_id, provider_config_id: 'gitlab', account_id: 'x', allow_sign_in: false, allow_connected_accounts: true }), 404, 'OAuth provider gitlab not found or not configured');
    expectKnown(await server('POST', '/oauth-providers', { user_id: NO_SUCH, provider_config_id: 'github', account_id: 'x', allow_sign_in: false, allow_connected_accounts: true }), 404, 'USER_NOT_FOUND');
    expect((await me.req('DELETE', `/oauth-providers/me/${id}`)).body).toEqual({ success: true });
    expectText(await me.req('DELETE', `/oauth-providers/me/${id}`), 404, `OAuth provider ${id} for user ${me.user_id} not found`);
  });
});

describe('payments reads of a project without payments', () => {
  it('no billing customer, no products; a client reads its own user only', async () => {
    const me = await client();
    const other = await client();
    expect((await me.req('GET', `/payments/billing/user/${me.user_id}`)).body).toEqual({ has_customer: false, default_payment_method: null });
    expect((await me.req('GET', `/payments/products/user/${me.user_id}`)).body).toEqual({ items: [], is_paginated: true, pagination: { next_cursor: null } });
    expectText(await me.req('GET', `/payments/billing/user/${other.user_id}`), 403, 'Clients can only manage their own billing.');
    expectText(await me.req('GET', `/payments/products/user/${other.user_id}`), 403, 'Clients can only access their own user or team products.');
    expectText(await me.req('GET', '/payments/products/custom/abc'), 403, 'Clients can only access their own user or team products.');
    expectKnown(await call(h, 'GET', `/payments/billing/user/${me.user_id}`, { headers: clientHeaders() }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnown(await me.req('GET', `/payments/products/team/${NO_SUCH}`), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await server('GET', `/payments/products/user/${NO_SUCH}`), 404, 'USER_NOT_FOUND');
    expectKnown(await server('GET', '/payments/products/user/not-a-uuid'), 404, 'USER_NOT_FOUND');
    expectKnown(await server('GET', `/payments/products/team/${NO_SUCH}`), 404, 'TEAM_NOT_FOUND');
    expect((await server('GET', '/payments/products/custom/abc')).body).toEqual({ items: [], is_paginated: true, pagination: { next_cursor: null } });
    expectText(await server('GET', `/payments/products/user/${me.user_id}?cursor=x`), 400, 'Invalid cursor');
  });
});

describe('deleting an OAuth provider', () => {
  it('drops the provider tokens the OAuth flow stored for it: added again, the account has no token', async () => {
    const me = await client();
    emu.state.projects[DEMO.projectId]!.config.oauthProviders.push({ id: 'spotify', type: 'standard', clientId: 'c', clientSecret: 's' });
    const id = (await server('POST', '/oauth-providers', { user_id: me.user_id, provider_config_id: 'spotify', account_id: 'sp-del', allow_sign_in: false, allow_connected_accounts: true })).body.id as string;
    emu.state.extra.oauthProviderTokens = {
      [`${DEMO.projectId}:spotify:sp-del`]: { projectId: DEMO.projectId, userId: me.user_id, providerId: 'spotify', accountId: 'sp-del', scopes: [], accessToken: 'mock_at_old', expiresAt: emu.clock.now() + 60_000 },
    };
    expect((await me.req('POST', '/connected-accounts/me/spotify/sp-del/access-token', {})).body).toEqual({ access_token: 'mock_at_old' });
    await me.req('DELETE', `/oauth-providers/me/${id}`);
    await server('POST', '/oauth-providers', { user_id: me.user_id, provider_config_id: 'spotify', account_id: 'sp-del', allow_sign_in: false, allow_connected_accounts: true });
    expectKnown(await me.req('POST', '/connected-accounts/me/spotify/sp-del/access-token', {}), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
  });
});
