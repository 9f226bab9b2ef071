/** Cross-project recipes of the user-owned routes: sessions, sign-in, passwords, users, channels, codes, OAuth accounts. */
import { tokenOf } from '../teams-people';
import { asUser, clientToken, signedBy, DESTROYS, USES_UP, LIST_ANSWER, type Recipes } from './recipe';
import { PASSWORD, totpNow } from './world';

const VERIFY = 'http://localhost:3000/handler/email-verification';
const RESET = 'http://localhost:3000/handler/password-reset';
const REDIRECT = 'http://localhost:3000/handler/oauth-callback';
const form = (fields: Record<string, string>) => ({ rawBody: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' });
const channel = (id: string) => (t: { var(n: string): string }) => ({ user_id: id, contact_channel_id: t.var('channel') });
/** The passkey ceremony's signed parts need an authenticator: the codes are X's, the signatures dummies. */
const credential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'e30' } };
const assertion = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'e30', signature: 'e30' } };

const NO_PROVIDER_TOKEN = { skip: 'refused in X too (OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE): an account made by POST /oauth-providers holds no provider token, and getting one takes the OAuth flow through each side\'s own mock provider' };

export const USER_RECIPES: Recipes = {
  'POST /analytics/events/batch': {
    points: 'X user token',
    build: async (t) => ({
      user: await tokenOf(t, 'ann'),
      body: { session_replay_segment_id: crypto.randomUUID(), batch_id: crypto.randomUUID(), sent_at_ms: Date.now(), events: [{ event_type: '$page-view', event_at_ms: Date.now(), data: {} }] },
    }),
    control: { skip: 'refused in X too: the service answers ANALYTICS_NOT_ENABLED for every project made like these' },
  },
  'POST /auth/sessions/current/refresh': { points: 'X refresh token', build: (t) => ({ refreshToken: t.var('annRefresh') }) },
  'DELETE /auth/sessions/current': { points: 'X access token', build: async (t) => ({ user: await tokenOf(t, 'ann') }), control: DESTROYS('the session of X\'s user token') },
  'POST /auth/sessions': { points: 'X user id', build: (t) => ({ body: { user_id: t.var('ann'), expires_in_millis: 3_600_000 } }) },
  'GET /auth/sessions': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { user_id: u.id } }; }, answers: LIST_ANSWER },
  'DELETE /auth/sessions/{id}': {
    points: 'X session id, X user',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { id: t.var('session') }, query: { user_id: u.id } }; },
    control: DESTROYS('X\'s session (its refresh token)'),
  },
  'POST /auth/oauth/token': {
    points: 'X refresh token (Y as the OAuth client)',
    build: (t, { other: y }) => form({ grant_type: 'refresh_token', client_id: y.projectId, client_secret: y.publishableClientKey, refresh_token: t.var('annRefresh') }),
  },
  'GET /auth/oauth/authorize/{provider_id}': {
    points: 'X access token (a link request, Y as the OAuth client)',
    build: async (t, { other: y }) => ({
      params: { provider_id: 'github' },
      query: {
        client_id: y.projectId, client_secret: y.publishableClientKey, redirect_uri: REDIRECT, scope: 'legacy', state: 'diff-state-123456',
        grant_type: 'authorization_code', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
        response_type: 'code', type: 'link', token: await tokenOf(t, 'ann'),
      },
    }),
  },
  'POST /auth/passkey/initiate-passkey-registration': { points: 'X access token', build: async (t) => ({ user: await tokenOf(t, 'ann') }) },
  'POST /auth/passkey/register': {
    points: 'X access token, X registration code',
    build: async (t) => ({ user: await tokenOf(t, 'ann'), body: { credential, code: t.var('passkeyRegCode') } }),
    control: { skip: 'the credential is a dummy: a valid one needs an authenticator\'s signature (tests/real runs the ceremony in Chromium)' },
  },
  'POST /auth/passkey/sign-in': { points: 'X authentication code', build: (t) => ({ body: { authentication_response: assertion, code: t.var('passkeyAuthCode') } }), control: { skip: 'the assertion is a dummy: a valid one needs an authenticator\'s signature' } },
  'POST /auth/password/sign-in': { points: 'X user\'s email and password', build: (t) => ({ body: { email: t.var('annEmail'), password: PASSWORD } }) },
  'POST /auth/password/send-reset-code': {
    points: 'X user\'s email',
    build: (t) => ({ body: { email: t.var('annEmail'), callback_url: RESET } }),
    answers: 'the service answers "maybe, only if user with e-mail exists" whether or not the address has an account',
  },
  'POST /auth/password/reset/check-code': { points: 'X reset code', build: (t) => ({ body: { code: t.var('resetCode') } }) },
  'POST /auth/password/reset': { points: 'X reset code', build: (t) => ({ body: { code: t.var('resetCode'), password: 'another-horse-battery' } }), control: USES_UP('X\'s reset code') },
  'POST /auth/password/update': {
    points: 'X access token',
    build: async (t) => ({ user: await tokenOf(t, 'ann'), body: { old_password: PASSWORD, new_password: PASSWORD } }),
  },
  'POST /auth/password/set': { points: 'X access token (a user without a password)', build: async (t) => ({ user: await tokenOf(t, 'bob'), body: { password: PASSWORD } }), control: 'first' },
  'GET /users/me': { points: 'X access token', build: async (t) => ({ user: await tokenOf(t, 'ann') }) },
  // Y's own user may not select X's team either.
  'PATCH /users/me': {
    points: 'X access token; for Y\'s user, X team id as selected_team_id',
    build: async (t, c) => ({ user: await signedBy(t, c), body: c.signer === 'x-user' ? { display_name: 'changed' } : { selected_team_id: t.var('team') } }),
  },
  'DELETE /users/me': { points: 'X access token', build: async (t) => ({ user: await tokenOf(t, 'ann') }), control: DESTROYS('X\'s user') },
  'GET /users': {
    points: 'X team id (filter)',
    build: (t) => ({ query: { team_id: t.var('team') } }),
    answers: LIST_ANSWER,
  },
  'GET /users/{user_id}': { points: 'X user id', build: (t) => ({ params: { user_id: t.var('ann') } }) },
  'PATCH /users/{user_id}': {
    points: 'X user id; for Y\'s user, X team id as selected_team_id',
    build: (t, c) => {
      if (c.signer === 'x-user') return { params: { user_id: t.var('ann') }, body: { display_name: 'changed' } };
      c.signed = true;
      return { params: { user_id: t.var('yUser') }, body: { selected_team_id: t.var('team') } };
    },
  },
  'DELETE /users/{user_id}': { points: 'X user id', build: (t) => ({ params: { user_id: t.var('ann') } }), control: DESTROYS('X\'s user') },
  'GET /contact-channels': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { user_id: u.id } }; }, answers: LIST_ANSWER },
  'POST /contact-channels': {
    points: 'X user',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, body: { user_id: u.id, value: t.var('newEmail').replace('@', `-${c.access}@`), type: 'email', used_for_auth: false } }; },
  },
  'GET /contact-channels/{user_id}/{contact_channel_id}': {
    points: 'X user, X channel id', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: channel(u.id)(t) }; },
  },
  'PATCH /contact-channels/{user_id}/{contact_channel_id}': {
    points: 'X user, X channel id', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: channel(u.id)(t), body: { is_primary: false } }; },
  },
  'DELETE /contact-channels/{user_id}/{contact_channel_id}': {
    points: 'X user, X channel id', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: channel(u.id)(t) }; },
    control: DESTROYS('X\'s channel'),
  },
  'POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code': {
    points: 'X user, X channel id',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: channel(u.id)(t), body: { callback_url: VERIFY } }; },
  },
  'POST /contact-channels/send-verification-code': {
    points: 'X access token',
    build: async (t) => ({ user: await tokenOf(t, 'ann'), body: { email: t.var('annEmail'), callback_url: VERIFY } }),
  },
  'POST /contact-channels/verify': { points: 'X verification code', build: (t) => ({ body: { code: t.var('verifyCode') } }), control: USES_UP('X\'s verification code') },
  'POST /contact-channels/verify/check-code': { points: 'X verification code', build: (t) => ({ body: { code: t.var('verifyCode') } }) },
  'POST /auth/otp/sign-in': { points: 'X sign-in code', build: (t) => ({ body: { code: t.var('otpCode') } }), control: USES_UP('X\'s sign-in code') },
  'POST /auth/otp/sign-in/check-code': { points: 'X sign-in code', build: (t) => ({ body: { code: t.var('otpCode') } }) },
  'POST /auth/mfa/sign-in': { points: 'X MFA attempt code', build: (t) => ({ body: { type: 'totp', totp: totpNow(), code: t.var('mfaAttempt') } }), control: USES_UP('X\'s MFA attempt') },
  'GET /connected-accounts/{user_id}': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { user_id: u.id } }; } },
  'POST /connected-accounts/{user_id}/{provider_id}/access-token': {
    control: NO_PROVIDER_TOKEN,
    points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { user_id: u.id, provider_id: 'github' }, body: {} }; },
  },
  'POST /connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token': {
    control: NO_PROVIDER_TOKEN,
    points: 'X user, X account id',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { user_id: u.id, provider_id: 'github', provider_account_id: 'gh-x' }, body: {} }; },
  },
  'GET /oauth-providers': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { user_id: u.id } }; } },
  // For a user in no team: the controls' accounts would show, in no stated order, in ann's team member profiles.
  'POST /oauth-providers': {
    points: 'X user id',
    build: (t, c) => ({ body: { user_id: t.var('cat'), provider_config_id: 'github', account_id: `gh-${c.access}`, allow_sign_in: false, allow_connected_accounts: true } }),
  },
  'GET /oauth-providers/{user_id}/{provider_id}': {
    points: 'X user, X OAuth account id', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { user_id: u.id, provider_id: t.var('oauthAccount') } }; },
  },
  'PATCH /oauth-providers/{user_id}/{provider_id}': {
    points: 'X user, X OAuth account id',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { user_id: u.id, provider_id: t.var('oauthAccount') }, body: { allow_connected_accounts: true } }; },
  },
  'DELETE /oauth-providers/{user_id}/{provider_id}': {
    points: 'X user, X OAuth account id', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { user_id: u.id, provider_id: t.var('oauthAccount') } }; },
    control: DESTROYS('X\'s OAuth account'),
  },
  'GET /payments/billing/{customer_type}/{customer_id}': {
    points: 'X user id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { customer_type: 'user', customer_id: t.var('ann') } }),
    answers: 'the service answers "no billing customer" for any user id, its own or not (payments are not set up)',
  },
  'GET /payments/products/{customer_type}/{customer_id}': {
    points: 'X user id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { customer_type: 'user', customer_id: t.var('ann') } }),
  },
};

