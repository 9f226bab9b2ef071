/**
 * A user's OAuth accounts: /oauth-providers (every access type; create for servers), the connected-accounts list and
 * access tokens, and the payments reads of the SDK's account settings — on a project with its own GitHub and Spotify
 * keys and Google on shared keys.
 */
import { describeDiff } from './support/suite';

const standard = (id: string) => ({ id, type: 'standard', client_id: `${id}-client`, client_secret: `${id}-secret` });

describeDiff('connected accounts and OAuth providers', { config: { oauth_providers: [standard('github'), standard('spotify'), { id: 'google', type: 'shared' }] } }, (diff) => {
  const password = 'correct-horse-battery';
  const NO_SUCH = '00000000-0000-4000-8000-000000000000';
  const account = (userId: string, provider: string, accountId: string, extra: Record<string, unknown> = {}) =>
    ({ body: { user_id: userId, provider_config_id: provider, account_id: accountId, allow_sign_in: false, allow_connected_accounts: true, ...extra } });

  test('OAuth providers: create (server, admin), read/list/update by every access type, errors', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('ann'), password } }), { status: 200, save: { annId: 'user_id', ann: 'access_token' } });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('bob'), password } }), { status: 200, save: { bobId: 'user_id', bob: 'access_token' } });
    await diff.send('GET /oauth-providers', 'client', (t) => ({ user: t.var('ann'), query: { user_id: 'me' } }), { status: 200 });
    await diff.send('POST /oauth-providers', 'server', (t) => account(t.var('annId'), 'spotify', 'sp-1', { email: diff.email('sp'), allow_sign_in: true }), { status: 201, save: { sp: 'id' } });
    await diff.send('POST /oauth-providers', 'admin', (t) => account(t.var('annId'), 'github', 'gh-1'), { status: 201, save: { gh: 'id' } });
    // The service lists a user's accounts unordered (no ORDER BY: an updated row moves last, and one CI run listed
    // github before spotify although spotify was made first), so both sides are sorted by provider before comparing.
    await diff.send('GET /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('annId') } }), { status: 200, unorderedBy: { oauth_providers: 'id' } });
    await diff.send('POST /oauth-providers', 'client', (t) => ({ user: t.var('ann'), ...account('me', 'github', 'gh-x') }));
    await diff.send('POST /oauth-providers', 'server', (t) => account(t.var('annId'), 'spotify', 'sp-2', { allow_sign_in: true }));
    await diff.send('POST /oauth-providers', 'server', (t) => account(t.var('annId'), 'spotify', 'sp-1'));
    await diff.send('POST /oauth-providers', 'server', (t) => account(t.var('bobId'), 'spotify', 'sp-1', { allow_sign_in: true }));
    await diff.send('POST /oauth-providers', 'server', (t) => account(t.var('annId'), 'gitlab', 'gl-1'));
    await diff.send('POST /oauth-providers', 'server', () => account(NO_SUCH, 'github', 'gh-9'));
    await diff.badInputs('POST /oauth-providers', 'server', (t) => account(t.var('bobId'), 'github', 'gh-b', { email: diff.email('gh-b') }), {
      'body.email': ['email'], 'body.account_id': ['missing'], 'body.allow_sign_in': ['type', 'missing'], 'body.user_id': [{ label: 'not a uuid', value: 'nope' }],
    });
    for (const [access, user] of [['client', 'me'], ['server', ''], ['admin', '']] as const) {
      const as = (t: { var(n: string): string }) => ({ ...(access === 'client' ? { user: t.var('ann') } : {}), userId: user === 'me' ? 'me' : t.var('annId') });
      await diff.send('GET /oauth-providers', access, (t) => { const a = as(t); return { ...a, query: { user_id: a.userId } }; }, { status: 200, unorderedBy: { items: 'provider_config_id' } });
      await diff.send('GET /oauth-providers/{user_id}/{provider_id}', access, (t) => { const a = as(t); return { ...a, params: { user_id: a.userId, provider_id: t.var('sp') } }; }, { status: 200 });
      await diff.send('PATCH /oauth-providers/{user_id}/{provider_id}', access, (t) => { const a = as(t); return { ...a, params: { user_id: a.userId, provider_id: t.var('gh') }, body: { allow_connected_accounts: access !== 'client' } }; }, { status: 200 });
    }
    await diff.send('GET /oauth-providers', 'client', (t) => ({ user: t.var('ann') }));
    await diff.send('GET /oauth-providers', 'client', (t) => ({ query: { user_id: t.var('annId') } }));
    await diff.send('GET /oauth-providers', 'server', () => ({ query: { user_id: NO_SUCH } }));
    await diff.send('GET /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('bob'), params: { user_id: t.var('annId'), provider_id: t.var('sp') } }));
    await diff.send('GET /oauth-providers/{user_id}/{provider_id}', 'server', (t) => ({ params: { user_id: t.var('bobId'), provider_id: t.var('sp') } }));
    await diff.send('GET /oauth-providers/{user_id}/{provider_id}', 'server', (t) => ({ params: { user_id: t.var('annId'), provider_id: 'nope' } }));
    await diff.send('PATCH /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: t.var('sp') }, body: { email: diff.email('x') } }));
    await diff.send('PATCH /oauth-providers/{user_id}/{provider_id}', 'server', (t) => ({ params: { user_id: t.var('annId'), provider_id: t.var('sp') }, body: { email: diff.email('sp2'), account_id: 'sp-1b' } }), { status: 200 });
    await diff.send('PATCH /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('bob'), params: { user_id: t.var('annId'), provider_id: t.var('sp') }, body: {} }));
    await diff.send('PATCH /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: NO_SUCH }, body: {} }));
    await diff.badInputs('PATCH /oauth-providers/{user_id}/{provider_id}', 'server', (t) => ({ params: { user_id: t.var('annId'), provider_id: t.var('gh') }, body: { email: diff.email('gh2') } }), { 'body.email': ['email'] });
  });

  test('connected accounts: list by every access type, access tokens in the service\'s order of checks', async () => {
    await diff.send('GET /connected-accounts/{user_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me' } }), { status: 200 });
    await diff.send('GET /connected-accounts/{user_id}', 'server', (t) => ({ params: { user_id: t.var('annId') } }), { status: 200 });
    await diff.send('GET /connected-accounts/{user_id}', 'admin', (t) => ({ params: { user_id: t.var('annId') } }), { status: 200 });
    await diff.send('GET /connected-accounts/{user_id}', 'client', (t) => ({ user: t.var('bob'), params: { user_id: t.var('annId') } }));
    await diff.send('GET /connected-accounts/{user_id}', 'client', (t) => ({ params: { user_id: t.var('annId') } }));
    await diff.send('GET /connected-accounts/{user_id}', 'client', () => ({ params: { user_id: 'me' } }));
    await diff.send('GET /connected-accounts/{user_id}', 'server', () => ({ params: { user_id: NO_SUCH } }));
    await diff.send('GET /connected-accounts/{user_id}', 'server', () => ({ params: { user_id: 'nope' } }));
    for (const access of ['client', 'server', 'admin'] as const) {
      const who = (t: { var(n: string): string }) => (access === 'client' ? { user: t.var('ann'), id: 'me' } : { id: t.var('annId') });
      await diff.send('POST /connected-accounts/{user_id}/{provider_id}/access-token', access, (t) => { const w = who(t); return { ...w, params: { user_id: w.id, provider_id: 'spotify' }, body: {} }; });
      await diff.send('POST /connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', access, (t) => { const w = who(t); return { ...w, params: { user_id: w.id, provider_id: 'spotify', provider_account_id: 'sp-1b' }, body: { scope: 'user-read-email' } }; });
    }
    await diff.send('POST /connected-accounts/{user_id}/{provider_id}/access-token', 'client', (t) => ({ user: t.var('bob'), params: { user_id: t.var('annId'), provider_id: 'spotify' }, body: {} }));
    await diff.send('POST /connected-accounts/{user_id}/{provider_id}/access-token', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: 'gitlab' }, body: {} }));
    await diff.send('POST /connected-accounts/{user_id}/{provider_id}/access-token', 'client', (t) => ({ user: t.var('bob'), params: { user_id: 'me', provider_id: 'github' }, body: {} }));
    await diff.send('POST /connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: 'github', provider_account_id: 'gh-1' }, body: {} }));
    await diff.send('POST /connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: 'spotify', provider_account_id: 'nope' }, body: {} }));
    await diff.badInputs('POST /connected-accounts/{user_id}/{provider_id}/access-token', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: 'spotify' }, body: { scope: 'a b' } }), { 'body.scope': ['type'] });
    // Shared keys: the local backend runs upstream's test setting that hands these tokens out (see departures).
    await diff.send('POST /connected-accounts/{user_id}/{provider_id}/access-token', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: 'google' }, body: {} }));
  });

  test('payments reads of a project without payments; then the OAuth providers are deleted', async () => {
    for (const [access, user] of [['client', true], ['server', false], ['admin', false]] as const) {
      await diff.send('GET /payments/billing/{customer_type}/{customer_id}', access, (t) => ({ ...(user ? { user: t.var('ann') } : {}), params: { customer_type: 'user', customer_id: t.var('annId') } }), { status: 200 });
      await diff.send('GET /payments/products/{customer_type}/{customer_id}', access, (t) => ({ ...(user ? { user: t.var('ann') } : {}), params: { customer_type: 'user', customer_id: t.var('annId') } }), { status: 200 });
    }
    await diff.send('GET /payments/billing/{customer_type}/{customer_id}', 'client', (t) => ({ user: t.var('ann'), params: { customer_type: 'user', customer_id: t.var('bobId') } }));
    await diff.send('GET /payments/billing/{customer_type}/{customer_id}', 'client', (t) => ({ params: { customer_type: 'user', customer_id: t.var('annId') } }));
    await diff.send('GET /payments/billing/{customer_type}/{customer_id}', 'server', () => ({ params: { customer_type: 'custom', customer_id: 'x' } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'client', (t) => ({ user: t.var('ann'), params: { customer_type: 'user', customer_id: t.var('bobId') } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'client', (t) => ({ user: t.var('ann'), params: { customer_type: 'team', customer_id: NO_SUCH } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'client', (t) => ({ user: t.var('ann'), params: { customer_type: 'custom', customer_id: 'x' } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'server', () => ({ params: { customer_type: 'user', customer_id: NO_SUCH } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'server', () => ({ params: { customer_type: 'user', customer_id: 'nope' } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'server', () => ({ params: { customer_type: 'team', customer_id: NO_SUCH } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'server', () => ({ params: { customer_type: 'custom', customer_id: 'x' } }), { status: 200 });
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'server', (t) => ({ params: { customer_type: 'user', customer_id: t.var('annId') }, query: { cursor: 'x' } }));
    await diff.send('GET /payments/products/{customer_type}/{customer_id}', 'server', () => ({ params: { customer_type: 'org', customer_id: 'x' } }));

    await diff.send('DELETE /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('bob'), params: { user_id: t.var('annId'), provider_id: t.var('sp') } }));
    await diff.send('DELETE /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: t.var('sp') } }), { status: 200 });
    await diff.send('DELETE /oauth-providers/{user_id}/{provider_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', provider_id: t.var('sp') } }));
    await diff.send('DELETE /oauth-providers/{user_id}/{provider_id}', 'server', (t) => ({ params: { user_id: t.var('annId'), provider_id: t.var('gh') } }), { status: 200 });
    await diff.send('POST /oauth-providers', 'server', (t) => account(t.var('bobId'), 'github', 'gh-bob'), { status: 201, save: { ghBob: 'id' } });
    await diff.send('DELETE /oauth-providers/{user_id}/{provider_id}', 'admin', (t) => ({ params: { user_id: t.var('bobId'), provider_id: t.var('ghBob') } }), { status: 200 });
  });
});
