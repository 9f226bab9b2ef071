/**
 * OAuth as the service answers it (not the mock providers' pages): the authorize redirect (its parameters and the
 * inner cookie), its refusals, the callback's errors, and the token endpoint's grants and refusals.
 */
import { describeDiff } from './support/suite';

const REDIRECT = 'http://localhost:3000/handler/oauth-callback';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describeDiff('auth: OAuth', {}, (diff) => {
  const authorize = (extra: Record<string, string | undefined> = {}) => (t: { keys: { projectId: string; publishableClientKey: string } }) => ({
    params: { provider_id: 'github' },
    query: {
      client_id: t.keys.projectId, client_secret: t.keys.publishableClientKey, redirect_uri: REDIRECT, scope: 'legacy',
      state: 'diff-state-123456', grant_type: 'authorization_code', code_challenge: CHALLENGE, code_challenge_method: 'S256',
      response_type: 'code', ...extra,
    },
  });

  test('authorize: the redirect to the provider and the inner cookie; JSON response mode', async () => {
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize(), { status: 307 });
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize({ stack_response_mode: 'json' }), { status: 200 });
  });

  test('authorize: refusals', async () => {
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', (t) => ({ ...authorize()(t), params: { provider_id: 'gitlab' } }));
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize({ client_secret: 'pck_wrong0key0000000000000000000000000000000000' }));
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize({ client_id: '0b5c7b43-8e6c-4bfa-9d0a-6f5b2b0c2f11' }));
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize({ after_callback_redirect_url: 'not a url' }));
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize({ redirect_uri: 'https://evil.example.com/cb' }));
    await diff.send('GET /auth/oauth/authorize/{provider_id}', 'none', authorize({ type: 'link' }));
    await diff.badInputs('GET /auth/oauth/authorize/{provider_id}', 'none', authorize(), {
      'query.redirect_uri': ['url', 'missing'], 'query.code_challenge': ['missing'], 'query.state': ['missing'],
      'query.response_type': [{ label: 'token', value: 'token' }], 'query.code_challenge_method': [{ label: 'S512', value: 'S512' }],
    }, { unknown: false });
  });

  test('callback: an unknown state, a bad provider, an inner error', async () => {
    await diff.send('GET /auth/oauth/callback/{provider_id}', 'none', () => ({ params: { provider_id: 'github' }, query: { state: 'no-such-state', code: 'x' } }));
    await diff.send('GET /auth/oauth/callback/{provider_id}', 'none', () => ({ params: { provider_id: 'github' }, query: {} }));
    await diff.send('POST /auth/oauth/callback/{provider_id}', 'none', () => ({ params: { provider_id: 'github' }, rawBody: 'state=no-such-state&code=x', contentType: 'application/x-www-form-urlencoded' }));
  });

  test('token endpoint: refresh grant and refusals', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('olga'), password: 'correct-horse-battery' } }), { status: 200, save: { refresh: 'refresh_token' } });
    const form = (fields: Record<string, string>) => ({ rawBody: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' });
    await diff.send('POST /auth/oauth/token', 'none', (t) => form({ grant_type: 'refresh_token', client_id: t.keys.projectId, client_secret: t.keys.publishableClientKey, refresh_token: t.var('refresh') }));
    await diff.send('POST /auth/oauth/token', 'none', (t) => form({ grant_type: 'refresh_token', client_id: t.keys.projectId, client_secret: t.keys.publishableClientKey, refresh_token: 'not-a-token' }));
    await diff.send('POST /auth/oauth/token', 'none', (t) => form({ grant_type: 'authorization_code', client_id: t.keys.projectId, client_secret: t.keys.publishableClientKey, code: 'nope', redirect_uri: REDIRECT, code_verifier: 'x'.repeat(43) }));
    await diff.send('POST /auth/oauth/token', 'none', (t) => form({ grant_type: 'password', client_id: t.keys.projectId, client_secret: t.keys.publishableClientKey }));
    await diff.send('POST /auth/oauth/token', 'none', (t) => form({ grant_type: 'refresh_token', client_id: t.keys.projectId, client_secret: 'pck_wrong0key0000000000000000000000000000000000', refresh_token: t.var('refresh') }));
    await diff.send('POST /auth/oauth/token', 'none', () => form({ grant_type: 'refresh_token' }));
  });
});
