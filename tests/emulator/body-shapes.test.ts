/**
 * Emulator fidelity (issue 16): each route answers with exactly the fields the hosted service returns for that access
 * type — no more, no fewer, recursively. The field lists are tests/fixtures/emulator-body-shapes.json (protocol facts
 * and upstream e2e snapshots, each row naming its source); this suite exercises every listed route and compares. It also
 * fails when a route of ALL_ROUTES has neither a row nor an entry in EXCLUDED, and when a route whose rows differ by
 * access type lacks a row for one of the access types it allows.
 */
import fixture from '../fixtures/emulator-body-shapes.json';
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, uniqueEmail, type Reply } from './helpers';
import { newTeam, newUser } from './team-helpers';
import { Secret, TOTP } from 'otpauth';
import { SEED } from '../../emulator';
import { ALL_ROUTES } from '../../emulator/routes';
import { SoftAuthenticator } from './support/soft-authenticator';
import { signInWithOAuth } from './support/oauth-flow';

/** A page origin the demo project trusts (localhost is allowed): the passkey ceremony's origin. */
const PASSKEY_ORIGIN = 'http://localhost:5173';

type Shape = string | readonly Shape[] | { readonly [key: string]: Shape };
const shapes = fixture.shapes as Record<string, Shape>;
const { h, emu } = emulatorUnderTest();

/** Where `value` differs from `shape`: missing or extra keys, wrong kinds; [] when it matches. */
function differences(value: unknown, shape: Shape, path = '$'): string[] {
  if (typeof shape === 'string') {
    if (shape === 'json') return [];
    if (shape === '*') return value !== null && typeof value === 'object' ? [`${path}: a scalar expected, got ${JSON.stringify(value)}`] : [];
    const nullable = shape.endsWith('?');
    const named = shapes[shape.slice(1, nullable ? -1 : undefined)];
    if (named === undefined) return [`${path}: unknown shape ${shape}`];
    return nullable && value === null ? [] : differences(value, named, path);
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: an array expected`];
    return value.flatMap((item, i) => differences(item, shape[0]!, `${path}[${i}]`));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: an object expected, got ${JSON.stringify(value)}`];
  const object = value as Record<string, unknown>;
  const spec = shape as Record<string, Shape>;
  const keyOf = (k: string): string => k.replace(/\?$/, '');
  const known = new Set(Object.keys(spec).map(keyOf));
  const extra = Object.keys(object).filter((k) => !known.has(k)).map((k) => `${path}.${k}: not a field of the hosted service's answer`);
  const missing = Object.keys(spec).filter((k) => !k.endsWith('?') && !(k in object)).map((k) => `${path}.${k}: missing`);
  const nested = Object.entries(spec).filter(([k]) => keyOf(k) in object).flatMap(([k, s]) => differences(object[keyOf(k)], s, `${path}.${keyOf(k)}`));
  return [...extra, ...missing, ...nested];
}

/**
 * Routes of ALL_ROUTES with no row, each with the reason. Raw routes (the emulator's own /emulator pages and its
 * mock OAuth provider) are not the hosted service's and are skipped without being listed.
 */
const EXCLUDED: Readonly<Record<string, string>> = {
  'GET /': 'plain-text welcome page, not JSON (protocol §1.1)',
  'POST /check-feature-support': 'answers plain text "<feature> is not yet supported…" (protocol §2.8)',
  'GET /auth/oauth/callback/{}': 'a redirect (303 to redirect_uri, or 307 carrying a known error): no body (protocol §2.6)',
  'POST /auth/oauth/callback/{}': 'a redirect (303 to redirect_uri, or 307 carrying a known error): no body (protocol §2.6)',
  'POST /analytics/events/batch': 'never a 200 body: the emulator keeps no analytics and answers ANALYTICS_NOT_ENABLED, as the service does for a project without the analytics app (issue 20)',
  'GET /internal/metrics': 'deliberately loose: upstream\'s analytics overviews have grown since protocol §2.17 (docs/protocol-notes.md)',
};

/** `GET /users/{user_id}` and the fixture's `GET /users/{id}` → `GET /users/{}`; a `?query` marker is dropped. */
const routeKey = (route: string): string => route.replace(/\?.*$/, '').replace(/\{[^}]*\}/g, '{}');

const seen = new Map<string, unknown>();
function record(route: string, access: string, reply: Reply<unknown>, status = 200): void {
  if (reply.status !== status) throw new Error(`${route} (${access}) answered ${reply.status}: ${reply.text}`);
  seen.set(`${route}|${access}`, reply.body);
}

/**
 * The server and admin access types of the routes that answer every access type alike (sign-up and sign-in, codes,
 * sessions, passkeys, contact channels, invitations, connected accounts): the same body as for a client.
 */
async function recordAsServerOrAdmin(access: 'server' | 'admin'): Promise<void> {
  const as = (extra: Record<string, string> = {}): Record<string, string> => (access === 'server' ? serverHeaders(extra) : adminHeaders(extra));
  const codeIn = (to: string, kind?: string): string | null => new URL(emu.outbox.latestFor(to, kind)?.link ?? '').searchParams.get('code');
  const callback = (handler: string): string => `${DEMO.trustedDomain}/handler/${handler}`;

  // Password sign-up and sign-in, refresh, the password routes, sign-out.
  const email = uniqueEmail(`shape-${access}`);
  record('POST /auth/password/sign-up', access, await call(h, 'POST', '/auth/password/sign-up', { headers: as(), body: { email, password: 'correct horse' } }));
  const signedIn = await call<{ access_token: string; refresh_token: string; user_id: string }>(h, 'POST', '/auth/password/sign-in', { headers: as(), body: { email, password: 'correct horse' } });
  record('POST /auth/password/sign-in', access, signedIn);
  const user = as({ 'x-stack-access-token': signedIn.body.access_token });
  record('POST /auth/sessions/current/refresh', access, await call(h, 'POST', '/auth/sessions/current/refresh', { headers: as({ 'x-stack-refresh-token': signedIn.body.refresh_token }), body: {} }));
  record('POST /auth/password/update', access, await call(h, 'POST', '/auth/password/update', { headers: user, body: { old_password: 'correct horse', new_password: 'correct horse 2' } }));
  record('POST /auth/password/send-reset-code', access, await call(h, 'POST', '/auth/password/send-reset-code', { headers: as(), body: { email, callback_url: callback('password-reset') } }));
  const reset = codeIn(email, 'password_reset');
  record('POST /auth/password/reset/check-code', access, await call(h, 'POST', '/auth/password/reset/check-code', { headers: as(), body: { code: reset } }));
  record('POST /auth/password/reset', access, await call(h, 'POST', '/auth/password/reset', { headers: as(), body: { code: reset, password: 'correct horse 3' } }));
  record('POST /auth/anonymous/sign-up', access, await call(h, 'POST', '/auth/anonymous/sign-up', { headers: as(), body: {} }));

  // Magic link: send, check, sign in; then password/set for that password-less user.
  const otpEmail = uniqueEmail(`shape-${access}-otp`);
  record('POST /auth/otp/send-sign-in-code', access, await call(h, 'POST', '/auth/otp/send-sign-in-code', { headers: as(), body: { email: otpEmail, callback_url: callback('magic-link-callback') } }));
  const otp = codeIn(otpEmail);
  record('POST /auth/otp/sign-in/check-code', access, await call(h, 'POST', '/auth/otp/sign-in/check-code', { headers: as(), body: { code: otp } }));
  const otpSignIn = await call<{ access_token: string; user_id: string }>(h, 'POST', '/auth/otp/sign-in', { headers: as(), body: { code: otp } });
  record('POST /auth/otp/sign-in', access, otpSignIn);
  const otpUser = as({ 'x-stack-access-token': otpSignIn.body.access_token });
  record('POST /auth/password/set', access, await call(h, 'POST', '/auth/password/set', { headers: otpUser, body: { password: 'correct horse' } }));

  // MFA: a TOTP user's second step.
  const mfaEmail = uniqueEmail(`shape-${access}-mfa`);
  const mfaUser = await call<{ user_id: string }>(h, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email: mfaEmail, password: 'correct horse' } });
  const secret = Buffer.from(Uint8Array.from({ length: 20 }, (_, i) => 20 - i));
  await call(h, 'PATCH', `/users/${mfaUser.body.user_id}`, { headers: serverHeaders(), body: { totp_secret_base64: secret.toString('base64') } });
  const attempt = await call<{ details: { attempt_code: string } }>(h, 'POST', '/auth/password/sign-in', { headers: as(), body: { email: mfaEmail, password: 'correct horse' } });
  const totp = TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: secret.buffer.slice(secret.byteOffset, secret.byteOffset + 20) }), timestamp: emu.clock.now() });
  record('POST /auth/mfa/sign-in', access, await call(h, 'POST', '/auth/mfa/sign-in', { headers: as(), body: { type: 'totp', totp, code: attempt.body.details.attempt_code } }));

  // Passkeys: register and sign in.
  const authenticator = new SoftAuthenticator();
  const registration = await call<{ options_json: { challenge: string; user: { id: string } }; code: string }>(h, 'POST', '/auth/passkey/initiate-passkey-registration', { headers: user, body: {} });
  record('POST /auth/passkey/initiate-passkey-registration', access, registration);
  record('POST /auth/passkey/register', access, await call(h, 'POST', '/auth/passkey/register', {
    headers: user, body: { credential: authenticator.create(registration.body.options_json, { origin: PASSKEY_ORIGIN }), code: registration.body.code },
  }));
  const challenge = await call<{ options_json: { challenge: string }; code: string }>(h, 'POST', '/auth/passkey/initiate-passkey-authentication', { headers: as(), body: {} });
  record('POST /auth/passkey/initiate-passkey-authentication', access, challenge);
  record('POST /auth/passkey/sign-in', access, await call(h, 'POST', '/auth/passkey/sign-in', {
    headers: as(), body: { authentication_response: authenticator.get(challenge.body.options_json, { origin: PASSKEY_ORIGIN }), code: challenge.body.code },
  }));

  // Contact channels: the legacy send-verification-code, verify and its check; by id with admin access.
  const channelEmail = uniqueEmail(`shape-${access}-channel`);
  const channel = await call<{ id: string }>(h, 'POST', '/contact-channels', { headers: serverHeaders(), body: { user_id: signedIn.body.user_id, value: channelEmail, type: 'email', used_for_auth: false, is_verified: false } });
  record('POST /contact-channels/send-verification-code', access, await call(h, 'POST', '/contact-channels/send-verification-code', { headers: user, body: { email, callback_url: callback('email-verification') } }));
  const channelPath = `/contact-channels/${signedIn.body.user_id}/${channel.body.id}`;
  if (access === 'admin') {
    record('GET /contact-channels/{user}/{id}', access, await call(h, 'GET', channelPath, { headers: as() }));
    record('PATCH /contact-channels/{user}/{id}', access, await call(h, 'PATCH', channelPath, { headers: as(), body: { used_for_auth: false } }));
  }
  const sent = await call(h, 'POST', `${channelPath}/send-verification-code`, { headers: as(), body: { callback_url: callback('email-verification') } });
  if (access === 'admin') record('POST /contact-channels/{user}/{id}/send-verification-code', access, sent);
  const verify = codeIn(channelEmail);
  record('POST /contact-channels/verify/check-code', access, await call(h, 'POST', '/contact-channels/verify/check-code', { headers: as(), body: { code: verify } }));
  record('POST /contact-channels/verify', access, await call(h, 'POST', '/contact-channels/verify', { headers: as(), body: { code: verify } }));
  if (access === 'admin') record('DELETE /contact-channels/{user}/{id}', access, await call(h, 'DELETE', channelPath, { headers: as() }));

  // Team invitations by code (details, check, accept) and by id; revoking one with admin access.
  const host = await newTeam(h, null, `Invitations (${access})`);
  const inviteOtpUser = () => call<{ id: string }>(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: host, email: otpEmail, callback_url: callback('team-invitation') } });
  await inviteOtpUser();
  const invitation = codeIn(otpEmail);
  record('POST /team-invitations/accept/check-code', access, await call(h, 'POST', '/team-invitations/accept/check-code', { headers: as(), body: { code: invitation } }));
  record('POST /team-invitations/accept/details', access, await call(h, 'POST', '/team-invitations/accept/details', { headers: otpUser, body: { code: invitation } }));
  record('POST /team-invitations/accept', access, await call(h, 'POST', '/team-invitations/accept', { headers: otpUser, body: { code: invitation } }));
  if (access === 'admin') {
    const other = await newTeam(h, null, 'Invited by id (admin)');
    const byIdInvite = await call<{ id: string }>(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: other, email: otpEmail, callback_url: callback('team-invitation') } });
    record('POST /team-invitations/{id}/accept', access, await call(h, 'POST', `/team-invitations/${byIdInvite.body.id}/accept?user_id=${otpSignIn.body.user_id}`, { headers: as() }));
    const revoked = await inviteOtpUser();
    record('DELETE /team-invitations/{id}', access, await call(h, 'DELETE', `/team-invitations/${revoked.body.id}?team_id=${host}`, { headers: as() }));
    await call(h, 'POST', '/project-permission-definitions', { headers: adminHeaders(), body: { id: 'shape_project_revoked' } });
    await call(h, 'POST', `/project-permissions/${otpSignIn.body.user_id}/shape_project_revoked`, { headers: serverHeaders(), body: {} });
    record('DELETE /project-permissions/{user}/{permission}', access, await call(h, 'DELETE', `/project-permissions/${otpSignIn.body.user_id}/shape_project_revoked`, { headers: as() }));
  }

  // Connected accounts: a stored GitHub token, read by provider (admin) and by account.
  emu.state.users[signedIn.body.user_id]!.oauthAccounts = [{ providerId: 'github', accountId: `gh-shape-${access}`, email: null, scopes: ['read:user'], accessToken: 'gho_shape' }];
  if (access === 'admin') {
    record('POST /connected-accounts/{user}/{provider}/access-token', access, await call(h, 'POST', `/connected-accounts/${signedIn.body.user_id}/github/access-token`, { headers: as(), body: {} }), 201);
  }
  record('POST /connected-accounts/{user}/{provider}/{account}/access-token', access, await call(h, 'POST', `/connected-accounts/${signedIn.body.user_id}/github/gh-shape-${access}/access-token`, { headers: as(), body: {} }), 201);

  // The reset above ended the user's sessions: sign out of a new one.
  const again = await call<{ access_token: string }>(h, 'POST', '/auth/password/sign-in', { headers: as(), body: { email, password: 'correct horse 3' } });
  record('DELETE /auth/sessions/current', access, await call(h, 'DELETE', '/auth/sessions/current', { headers: as({ 'x-stack-access-token': again.body.access_token }), body: {} }));
}

/**
 * The scenario makes some 260 requests (with password hashing) in one hook; on a loaded machine, and over real HTTP,
 * that takes longer than jest's default 5 s per hook.
 */
const SCENARIO_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  // A user signs up and in, with a team, a second member, an invitation, a contact channel and a magic link.
  const email = uniqueEmail('shape');
  const signUp = await call<{ access_token: string; refresh_token: string; user_id: string }>(h, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'correct horse' } });
  record('POST /auth/password/sign-up', 'client', signUp);
  const signIn = await call<{ access_token: string; refresh_token: string; user_id: string }>(h, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email, password: 'correct horse' } });
  record('POST /auth/password/sign-in', 'client', signIn);
  const me = { 'x-stack-access-token': signIn.body.access_token };
  const userId = signIn.body.user_id;

  const otpEmail = uniqueEmail('shape-otp');
  record('POST /auth/otp/send-sign-in-code', 'client', await call(h, 'POST', '/auth/otp/send-sign-in-code', { headers: clientHeaders(), body: { email: otpEmail, callback_url: `${DEMO.trustedDomain}/handler/magic-link-callback` } }));
  const link = emu.outbox.latestFor(otpEmail)?.link ?? '';
  record('POST /auth/otp/sign-in', 'client', await call(h, 'POST', '/auth/otp/sign-in', { headers: clientHeaders(), body: { code: new URL(link).searchParams.get('code') } }));

  record('POST /auth/sessions/current/refresh', 'client', await call(h, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders({ 'x-stack-refresh-token': signIn.body.refresh_token }), body: {} }));
  record('POST /auth/oauth/token', 'none', await call(h, 'POST', '/auth/oauth/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: signIn.body.refresh_token, client_id: DEMO.projectId, client_secret: DEMO.publishableClientKey }).toString(),
  }));
  record('POST /auth/sessions', 'server', await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: userId } }));

  await call(h, 'POST', '/auth/password/send-reset-code', { headers: clientHeaders(), body: { email, callback_url: `${DEMO.trustedDomain}/handler/password-reset` } });
  const resetCode = new URL(emu.outbox.latestFor(email, 'password_reset')?.link ?? '').searchParams.get('code');
  record('POST /auth/password/reset/check-code', 'client', await call(h, 'POST', '/auth/password/reset/check-code', { headers: clientHeaders(), body: { code: resetCode } }));

  record('GET /users/me', 'client', await call(h, 'GET', '/users/me', { headers: clientHeaders(me) }));
  record('GET /users/me', 'server', await call(h, 'GET', '/users/me', { headers: serverHeaders(me) }));
  record('PATCH /users/me', 'client', await call(h, 'PATCH', '/users/me', { headers: clientHeaders(me), body: { display_name: 'Ann' } }));
  record('GET /users', 'server', await call(h, 'GET', '/users?limit=2', { headers: serverHeaders() }));
  const created = await call<{ id: string }>(h, 'POST', '/users', { headers: serverHeaders(), body: { primary_email: uniqueEmail('shape-server'), display_name: 'Bob' } });
  record('POST /users', 'server', created, 201);
  record('GET /users/{id}', 'server', await call(h, 'GET', `/users/${created.body.id}`, { headers: serverHeaders() }));
  record('PATCH /users/{id}', 'server', await call(h, 'PATCH', `/users/${created.body.id}`, { headers: serverHeaders(), body: { server_metadata: { tier: 1 } } }));

  const teamReply = await call<{ id: string }>(h, 'POST', '/teams', { headers: clientHeaders(me), body: { display_name: 'Shape team', creator_user_id: 'me' } });
  record('POST /teams', 'client', teamReply, 201);
  const teamId = teamReply.body.id;
  record('POST /teams', 'server', await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Server team' } }), 201);
  record('GET /teams', 'client', await call(h, 'GET', '/teams?user_id=me', { headers: clientHeaders(me) }));
  record('GET /teams', 'server', await call(h, 'GET', '/teams?user_id=me', { headers: serverHeaders(me) }));
  record('GET /teams/{id}', 'client', await call(h, 'GET', `/teams/${teamId}`, { headers: clientHeaders(me) }));
  record('GET /teams/{id}', 'server', await call(h, 'GET', `/teams/${teamId}`, { headers: serverHeaders() }));
  record('PATCH /teams/{id}', 'client', await call(h, 'PATCH', `/teams/${teamId}`, { headers: clientHeaders(me), body: { display_name: 'Renamed' } }));
  record('PATCH /teams/{id}', 'server', await call(h, 'PATCH', `/teams/${teamId}`, { headers: serverHeaders(), body: { server_metadata: { a: 1 } } }));
  const spare = await newTeam(h, null, 'Spare');
  record('DELETE /teams/{id}', 'server', await call(h, 'DELETE', `/teams/${spare}`, { headers: serverHeaders() }));

  const member = await newUser(h);
  record('POST /team-memberships/{team}/{user}', 'server', await call(h, 'POST', `/team-memberships/${teamId}/${member.id}`, { headers: serverHeaders(), body: {} }), 201);
  record('GET /team-member-profiles', 'client', await call(h, 'GET', `/team-member-profiles?team_id=${teamId}`, { headers: clientHeaders(me) }));
  record('GET /team-member-profiles', 'server', await call(h, 'GET', `/team-member-profiles?team_id=${teamId}`, { headers: serverHeaders() }));
  record('GET /team-permissions', 'client', await call(h, 'GET', `/team-permissions?team_id=${teamId}&user_id=me&recursive=true`, { headers: clientHeaders(me) }));
  record('POST /team-permissions/{team}/{user}/{permission}', 'server', await call(h, 'POST', `/team-permissions/${teamId}/${member.id}/$update_team`, { headers: serverHeaders(), body: {} }), 201);

  const invitee = uniqueEmail('shape-invitee');
  record('POST /team-invitations/send-code', 'client', await call(h, 'POST', '/team-invitations/send-code', { headers: clientHeaders(me), body: { team_id: teamId, email: invitee, callback_url: `${DEMO.trustedDomain}/handler/team-invitation` } }));
  record('GET /team-invitations', 'client', await call(h, 'GET', `/team-invitations?team_id=${teamId}`, { headers: clientHeaders(me) }));
  const invitationCode = new URL(emu.outbox.latestFor(invitee)?.link ?? '').searchParams.get('code');
  record('POST /team-invitations/accept/details', 'client', await call(h, 'POST', '/team-invitations/accept/details', { headers: member.client, body: { code: invitationCode } }));

  record('POST /contact-channels', 'client', await call(h, 'POST', '/contact-channels', { headers: clientHeaders(me), body: { user_id: 'me', value: uniqueEmail('shape-channel'), type: 'email', used_for_auth: false } }), 201);
  record('GET /contact-channels', 'client', await call(h, 'GET', '/contact-channels?user_id=me', { headers: clientHeaders(me) }));
  record('GET /projects/current', 'client', await call(h, 'GET', '/projects/current', { headers: clientHeaders() }));
  record('GET /team-permission-definitions', 'admin', await call(h, 'GET', '/team-permission-definitions', { headers: adminHeaders() }));
  record('POST /internal/api-keys', 'admin', await call(h, 'POST', '/internal/api-keys', {
    headers: adminHeaders(),
    body: { description: 'shape', expires_at_millis: emu.clock.now() + 86_400_000, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false },
  }));
  record('GET /internal/api-keys', 'admin', await call(h, 'GET', '/internal/api-keys', { headers: adminHeaders() }));
  const keyId = (seen.get('POST /internal/api-keys|admin') as { id: string }).id;
  record('GET /internal/api-keys/{id}', 'admin', await call(h, 'GET', `/internal/api-keys/${keyId}`, { headers: adminHeaders() }));
  record('PATCH /internal/api-keys/{id}', 'admin', await call(h, 'PATCH', `/internal/api-keys/${keyId}`, { headers: adminHeaders(), body: { revoked: true } }));

  // User and team API keys (the project allows both first).
  await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { allow_user_api_keys: true, allow_team_api_keys: true } } });
  const userKey = await call<{ id: string; value: string }>(h, 'POST', '/user-api-keys', { headers: clientHeaders(me), body: { user_id: 'me', description: 'shape', expires_at_millis: null } });
  record('POST /user-api-keys', 'client', userKey);
  record('GET /user-api-keys', 'client', await call(h, 'GET', '/user-api-keys?user_id=me', { headers: clientHeaders(me) }));
  record('GET /user-api-keys/{id}', 'client', await call(h, 'GET', `/user-api-keys/${userKey.body.id}`, { headers: clientHeaders(me) }));
  record('PATCH /user-api-keys/{id}', 'client', await call(h, 'PATCH', `/user-api-keys/${userKey.body.id}`, { headers: clientHeaders(me), body: { description: 'renamed' } }));
  record('POST /user-api-keys/check', 'server', await call(h, 'POST', '/user-api-keys/check', { headers: serverHeaders(), body: { api_key: userKey.body.value } }));
  const teamKey = await call<{ id: string; value: string }>(h, 'POST', '/team-api-keys', { headers: serverHeaders(), body: { team_id: teamId, description: 'shape', expires_at_millis: emu.clock.now() + 86_400_000 } });
  record('POST /team-api-keys', 'server', teamKey);
  record('GET /team-api-keys', 'server', await call(h, 'GET', `/team-api-keys?team_id=${teamId}`, { headers: serverHeaders() }));
  record('GET /team-api-keys/{id}', 'server', await call(h, 'GET', `/team-api-keys/${teamKey.body.id}?team_id=${teamId}`, { headers: serverHeaders() }));
  record('PATCH /team-api-keys/{id}', 'server', await call(h, 'PATCH', `/team-api-keys/${teamKey.body.id}?team_id=${teamId}`, { headers: serverHeaders(), body: { revoked: true } }));
  const teamKey2 = await call<{ value: string }>(h, 'POST', '/team-api-keys', { headers: serverHeaders(), body: { team_id: teamId, description: 'check', expires_at_millis: null } });
  record('POST /team-api-keys/check', 'server', await call(h, 'POST', '/team-api-keys/check', { headers: serverHeaders(), body: { api_key: teamKey2.body.value } }));

  // Auth odds and ends.
  record('POST /auth/anonymous/sign-up', 'client', await call(h, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} }));
  record('POST /auth/password/update', 'client', await call(h, 'POST', '/auth/password/update', { headers: clientHeaders(me), body: { old_password: 'correct horse', new_password: 'correct horse 2' } }));
  record('POST /auth/password/send-reset-code', 'client', await call(h, 'POST', '/auth/password/send-reset-code', { headers: clientHeaders(), body: { email, callback_url: `${DEMO.trustedDomain}/handler/password-reset` } }));
  const freshReset = new URL(emu.outbox.latestFor(email, 'password_reset')?.link ?? '').searchParams.get('code');
  record('POST /auth/password/reset', 'client', await call(h, 'POST', '/auth/password/reset', { headers: clientHeaders(), body: { code: freshReset, password: 'correct horse 3' } }));
  const signInAgain = await call<{ access_token: string; refresh_token: string }>(h, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email, password: 'correct horse 3' } });
  const me2 = { 'x-stack-access-token': signInAgain.body.access_token };
  const otp2 = uniqueEmail('shape-otp2');
  await call(h, 'POST', '/auth/otp/send-sign-in-code', { headers: clientHeaders(), body: { email: otp2, callback_url: `${DEMO.trustedDomain}/handler/magic-link-callback` } });
  const otpCode = new URL(emu.outbox.latestFor(otp2)?.link ?? '').searchParams.get('code');
  record('POST /auth/otp/sign-in/check-code', 'client', await call(h, 'POST', '/auth/otp/sign-in/check-code', { headers: clientHeaders(), body: { code: otpCode } }));
  record('POST /auth/passkey/initiate-passkey-registration', 'client', await call(h, 'POST', '/auth/passkey/initiate-passkey-registration', { headers: clientHeaders(me2), body: {} }));
  record('POST /auth/passkey/initiate-passkey-authentication', 'client', await call(h, 'POST', '/auth/passkey/initiate-passkey-authentication', { headers: clientHeaders(), body: {} }));
  record('GET /auth/sessions', 'client', await call(h, 'GET', '/auth/sessions?user_id=me', { headers: clientHeaders(me2) }));

  // A TOTP user: the MFA answer and the second step.
  const mfaEmail = uniqueEmail('shape-mfa');
  const mfaUser = await call<{ user_id: string }>(h, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email: mfaEmail, password: 'correct horse' } });
  const secret = Buffer.from(Uint8Array.from({ length: 20 }, (_, i) => i + 1));
  await call(h, 'PATCH', `/users/${mfaUser.body.user_id}`, { headers: serverHeaders(), body: { totp_secret_base64: secret.toString('base64') } });
  const mfa = await call<{ details: { attempt_code: string } }>(h, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email: mfaEmail, password: 'correct horse' } });
  const totp = TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: secret.buffer.slice(secret.byteOffset, secret.byteOffset + 20) }), timestamp: emu.clock.now() });
  record('POST /auth/mfa/sign-in', 'client', await call(h, 'POST', '/auth/mfa/sign-in', { headers: clientHeaders(), body: { type: 'totp', totp, code: mfa.body.details.attempt_code } }));

  // Contact channels by id, verification.
  const channel = seen.get('POST /contact-channels|client') as { id: string; value: string };
  record('GET /contact-channels/{user}/{id}', 'client', await call(h, 'GET', `/contact-channels/me/${channel.id}`, { headers: clientHeaders(me2) }));
  record('PATCH /contact-channels/{user}/{id}', 'client', await call(h, 'PATCH', `/contact-channels/me/${channel.id}`, { headers: clientHeaders(me2), body: { used_for_auth: false } }));
  record('POST /contact-channels/{user}/{id}/send-verification-code', 'client', await call(h, 'POST', `/contact-channels/me/${channel.id}/send-verification-code`, { headers: clientHeaders(me2), body: { callback_url: `${DEMO.trustedDomain}/handler/email-verification` } }));
  const verifyCode = new URL(emu.outbox.latestFor(channel.value)?.link ?? '').searchParams.get('code');
  record('POST /contact-channels/verify', 'client', await call(h, 'POST', '/contact-channels/verify', { headers: clientHeaders(), body: { code: verifyCode } }));
  record('DELETE /contact-channels/{user}/{id}', 'client', await call(h, 'DELETE', `/contact-channels/me/${channel.id}`, { headers: clientHeaders(me2) }));

  // Team odds and ends.
  record('GET /team-member-profiles/{team}/{user}', 'client', await call(h, 'GET', `/team-member-profiles/${teamId}/me`, { headers: clientHeaders(me2) }));
  record('PATCH /team-member-profiles/{team}/{user}', 'client', await call(h, 'PATCH', `/team-member-profiles/${teamId}/me`, { headers: clientHeaders(me2), body: { display_name: 'Ann in the team' } }));
  record('POST /team-invitations/accept', 'client', await call(h, 'POST', '/team-invitations/accept', { headers: member.client, body: { code: invitationCode } }));
  const second = uniqueEmail('shape-invitee2');
  const sentAgain = await call<{ id: string }>(h, 'POST', '/team-invitations/send-code', { headers: clientHeaders(me2), body: { team_id: teamId, email: second, callback_url: `${DEMO.trustedDomain}/handler/team-invitation` } });
  record('DELETE /team-invitations/{id}', 'client', await call(h, 'DELETE', `/team-invitations/${sentAgain.body.id}?team_id=${teamId}`, { headers: clientHeaders(me2) }));
  record('GET /team-invitations?user_id', 'client', await call(h, 'GET', '/team-invitations?user_id=me', { headers: member.client }));
  record('DELETE /team-permissions/{team}/{user}/{permission}', 'server', await call(h, 'DELETE', `/team-permissions/${teamId}/${member.id}/$update_team`, { headers: serverHeaders() }));
  record('DELETE /team-memberships/{team}/{user}', 'client', await call(h, 'DELETE', `/team-memberships/${teamId}/me`, { headers: member.client, body: {} }));

  // Project permissions, connected accounts, admin.
  await call(h, 'POST', '/team-permission-definitions', { headers: adminHeaders(), body: { id: 'shape_read' } });
  record('POST /team-permission-definitions', 'admin', await call(h, 'POST', '/team-permission-definitions', { headers: adminHeaders(), body: { id: 'shape_write', description: 'Write', contained_permission_ids: ['shape_read'] } }), 201);
  record('PATCH /team-permission-definitions/{id}', 'admin', await call(h, 'PATCH', '/team-permission-definitions/shape_write', { headers: adminHeaders(), body: { description: 'Write things' } }));
  record('DELETE /team-permission-definitions/{id}', 'admin', await call(h, 'DELETE', '/team-permission-definitions/shape_write', { headers: adminHeaders() }));
  record('GET /project-permissions', 'server', await call(h, 'GET', `/project-permissions?user_id=${created.body.id}`, { headers: serverHeaders() }));
  record('GET /connected-accounts/{user}', 'client', await call(h, 'GET', '/connected-accounts/me', { headers: clientHeaders(me2) }));
  record('GET /internal/projects/current', 'admin', await call(h, 'GET', '/internal/projects/current', { headers: adminHeaders() }));
  const owner = await call<{ access_token: string }>(h, 'POST', '/auth/password/sign-in', { headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' }, body: { email: SEED.owner.email, password: SEED.owner.password } });
  record('GET /internal/projects', 'client (owner)', await call(h, 'GET', '/internal/projects', { headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-access-token': owner.body.access_token } }));
  record('POST /webhooks/svix-token', 'admin', await call(h, 'POST', '/webhooks/svix-token', { headers: adminHeaders(), body: {} }), 201);
  record('GET /internal/metrics', 'admin', await call(h, 'GET', '/internal/metrics', { headers: adminHeaders() }));
  record('DELETE /users/{id}', 'server', await call(h, 'DELETE', `/users/${created.body.id}`, { headers: serverHeaders() }));
  record('DELETE /auth/sessions/current', 'client', await call(h, 'DELETE', '/auth/sessions/current', { headers: clientHeaders(me2), body: {} }));

  // Coverage added after review: the routes that had no row, and the other access types of the common routes.
  const ann = await newUser(h);
  const annAdmin = adminHeaders({ 'x-stack-access-token': ann.token });
  // Users, with a selected team so the nested server team is checked too.
  const adminTeam = await call<{ id: string }>(h, 'POST', '/teams', { headers: adminHeaders(), body: { display_name: 'Admin team', creator_user_id: ann.id } });
  record('POST /teams', 'admin', adminTeam, 201);
  const adminTeamId = adminTeam.body.id;
  record('PATCH /users/me', 'admin', await call(h, 'PATCH', '/users/me', { headers: annAdmin, body: { selected_team_id: adminTeamId } }));
  record('PATCH /users/me', 'server', await call(h, 'PATCH', '/users/me', { headers: ann.server, body: { server_metadata: { tier: 2 } } }));
  record('GET /users/me', 'admin', await call(h, 'GET', '/users/me', { headers: annAdmin }));
  record('GET /users', 'admin', await call(h, 'GET', '/users?limit=2', { headers: adminHeaders() }));
  const adminMade = await call<{ id: string }>(h, 'POST', '/users', { headers: adminHeaders(), body: { primary_email: uniqueEmail('shape-admin'), display_name: 'Cy' } });
  record('POST /users', 'admin', adminMade, 201);
  record('GET /users/{id}', 'admin', await call(h, 'GET', `/users/${ann.id}`, { headers: adminHeaders() }));
  record('PATCH /users/{id}', 'admin', await call(h, 'PATCH', `/users/${adminMade.body.id}`, { headers: adminHeaders(), body: { client_read_only_metadata: { r: 1 } } }));
  record('DELETE /users/{id}', 'admin', await call(h, 'DELETE', `/users/${adminMade.body.id}`, { headers: adminHeaders() }));
  const eve = await newUser(h);
  record('DELETE /users/me', 'server', await call(h, 'DELETE', '/users/me', { headers: eve.server }));
  const project = emu.state.projects[DEMO.projectId]!;
  project.config.clientUserDeletionEnabled = true;
  const fay = await newUser(h);
  record('DELETE /users/me', 'client', await call(h, 'DELETE', '/users/me', { headers: fay.client }));
  project.config.clientUserDeletionEnabled = false;

  // Teams, members, profiles, team permissions.
  record('GET /teams', 'admin', await call(h, 'GET', `/teams?user_id=${ann.id}`, { headers: adminHeaders() }));
  record('GET /teams/{id}', 'admin', await call(h, 'GET', `/teams/${adminTeamId}`, { headers: adminHeaders() }));
  record('PATCH /teams/{id}', 'admin', await call(h, 'PATCH', `/teams/${adminTeamId}`, { headers: adminHeaders(), body: { client_read_only_metadata: { plan: 'x' } } }));
  const annOwn = await call<{ id: string }>(h, 'POST', '/teams', { headers: ann.client, body: { display_name: 'Short-lived', creator_user_id: 'me' } });
  record('DELETE /teams/{id}', 'client', await call(h, 'DELETE', `/teams/${annOwn.body.id}`, { headers: ann.client }));
  record('DELETE /teams/{id}', 'admin', await call(h, 'DELETE', `/teams/${await newTeam(h, null, 'Spare 2')}`, { headers: adminHeaders() }));
  const bob = await newUser(h);
  record('POST /team-memberships/{team}/{user}', 'admin', await call(h, 'POST', `/team-memberships/${adminTeamId}/${bob.id}`, { headers: adminHeaders(), body: {} }), 201);
  record('GET /team-member-profiles', 'admin', await call(h, 'GET', `/team-member-profiles?team_id=${adminTeamId}`, { headers: adminHeaders() }));
  record('GET /team-member-profiles/{team}/{user}', 'server', await call(h, 'GET', `/team-member-profiles/${adminTeamId}/${bob.id}`, { headers: serverHeaders() }));
  record('GET /team-member-profiles/{team}/{user}', 'admin', await call(h, 'GET', `/team-member-profiles/${adminTeamId}/${bob.id}`, { headers: adminHeaders() }));
  record('PATCH /team-member-profiles/{team}/{user}', 'server', await call(h, 'PATCH', `/team-member-profiles/${adminTeamId}/${bob.id}`, { headers: serverHeaders(), body: { display_name: 'Bob here' } }));
  record('GET /team-permissions', 'server', await call(h, 'GET', `/team-permissions?team_id=${adminTeamId}&user_id=${bob.id}&recursive=true`, { headers: serverHeaders() }));
  record('GET /team-permissions', 'admin', await call(h, 'GET', `/team-permissions?team_id=${adminTeamId}`, { headers: adminHeaders() }));
  record('POST /team-permissions/{team}/{user}/{permission}', 'admin', await call(h, 'POST', `/team-permissions/${adminTeamId}/${bob.id}/$update_team`, { headers: adminHeaders(), body: {} }), 201);
  record('DELETE /team-permissions/{team}/{user}/{permission}', 'admin', await call(h, 'DELETE', `/team-permissions/${adminTeamId}/${bob.id}/$update_team`, { headers: adminHeaders() }));
  const bobInvite = await call<{ id: string }>(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: adminTeamId, email: uniqueEmail('shape-server-invitee'), callback_url: `${DEMO.trustedDomain}/handler/team-invitation` } });
  record('POST /team-invitations/send-code', 'server', bobInvite);
  record('GET /team-invitations', 'server', await call(h, 'GET', `/team-invitations?team_id=${adminTeamId}`, { headers: serverHeaders() }));
  record('DELETE /team-invitations/{id}', 'server', await call(h, 'DELETE', `/team-invitations/${bobInvite.body.id}?team_id=${adminTeamId}`, { headers: serverHeaders() }));
  record('DELETE /team-memberships/{team}/{user}', 'server', await call(h, 'DELETE', `/team-memberships/${adminTeamId}/${bob.id}`, { headers: serverHeaders() }));
  await call(h, 'POST', `/team-memberships/${adminTeamId}/${bob.id}`, { headers: serverHeaders(), body: {} });
  record('DELETE /team-memberships/{team}/{user}', 'admin', await call(h, 'DELETE', `/team-memberships/${adminTeamId}/${bob.id}`, { headers: adminHeaders() }));

  // A user signed in by magic link (verified email, no password): password/set and invitations by code and by id.
  const dana = uniqueEmail('shape-dana');
  await call(h, 'POST', '/auth/otp/send-sign-in-code', { headers: clientHeaders(), body: { email: dana, callback_url: `${DEMO.trustedDomain}/handler/magic-link-callback` } });
  const danaSignIn = await call<{ access_token: string; user_id: string }>(h, 'POST', '/auth/otp/sign-in', { headers: clientHeaders(), body: { code: new URL(emu.outbox.latestFor(dana)?.link ?? '').searchParams.get('code') } });
  const danaClient = clientHeaders({ 'x-stack-access-token': danaSignIn.body.access_token });
  record('POST /auth/password/set', 'client', await call(h, 'POST', '/auth/password/set', { headers: danaClient, body: { password: 'correct horse' } }));
  const invite = (teamId: string) => call<{ id: string }>(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: teamId, email: dana, callback_url: `${DEMO.trustedDomain}/handler/team-invitation` } });
  await invite(adminTeamId);
  const danaCode = new URL(emu.outbox.latestFor(dana)?.link ?? '').searchParams.get('code');
  record('POST /team-invitations/accept/check-code', 'client', await call(h, 'POST', '/team-invitations/accept/check-code', { headers: clientHeaders(), body: { code: danaCode } }));
  const byId = await invite(adminTeamId);
  record('POST /team-invitations/{id}/accept', 'client', await call(h, 'POST', `/team-invitations/${byId.body.id}/accept?user_id=me`, { headers: danaClient }));
  const otherTeamId = await newTeam(h, null, 'Invited by id');
  const byIdServer = await invite(otherTeamId);
  record('POST /team-invitations/{id}/accept', 'server', await call(h, 'POST', `/team-invitations/${byIdServer.body.id}/accept?user_id=${danaSignIn.body.user_id}`, { headers: serverHeaders() }));

  // Contact channels with server access, the legacy send-verification-code and verify/check-code.
  const serverChannel = await call<{ id: string; value: string }>(h, 'POST', '/contact-channels', { headers: serverHeaders(), body: { user_id: ann.id, value: uniqueEmail('shape-server-channel'), type: 'email', used_for_auth: false, is_verified: false } });
  record('POST /contact-channels', 'server', serverChannel, 201);
  const channelPath = `/contact-channels/${ann.id}/${serverChannel.body.id}`;
  record('GET /contact-channels', 'server', await call(h, 'GET', `/contact-channels?user_id=${ann.id}`, { headers: serverHeaders() }));
  record('GET /contact-channels/{user}/{id}', 'server', await call(h, 'GET', channelPath, { headers: serverHeaders() }));
  record('POST /contact-channels/{user}/{id}/send-verification-code', 'server', await call(h, 'POST', `${channelPath}/send-verification-code`, { headers: serverHeaders(), body: { callback_url: `${DEMO.trustedDomain}/handler/email-verification` } }));
  const channelCode = new URL(emu.outbox.latestFor(serverChannel.body.value)?.link ?? '').searchParams.get('code');
  record('POST /contact-channels/verify/check-code', 'client', await call(h, 'POST', '/contact-channels/verify/check-code', { headers: clientHeaders(), body: { code: channelCode } }));
  record('PATCH /contact-channels/{user}/{id}', 'server', await call(h, 'PATCH', channelPath, { headers: serverHeaders(), body: { is_verified: true } }));
  record('DELETE /contact-channels/{user}/{id}', 'server', await call(h, 'DELETE', channelPath, { headers: serverHeaders() }));
  record('POST /contact-channels/send-verification-code', 'client', await call(h, 'POST', '/contact-channels/send-verification-code', { headers: ann.client, body: { email: ann.email, callback_url: `${DEMO.trustedDomain}/handler/email-verification` } }));

  // Sessions with server and admin access; deleting another session by id.
  record('POST /auth/sessions', 'admin', await call(h, 'POST', '/auth/sessions', { headers: adminHeaders(), body: { user_id: ann.id } }));
  await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: ann.id } });
  const listed = await call<{ items: Array<{ id: string; is_current_session: boolean }> }>(h, 'GET', `/auth/sessions?user_id=${ann.id}`, { headers: serverHeaders() });
  record('GET /auth/sessions', 'server', listed);
  record('GET /auth/sessions', 'admin', await call(h, 'GET', `/auth/sessions?user_id=${ann.id}`, { headers: adminHeaders() }));
  const annSession = await call<{ items: Array<{ id: string; is_current_session: boolean }> }>(h, 'GET', '/auth/sessions?user_id=me', { headers: ann.client });
  const [firstOther, secondOther] = annSession.body.items.filter((s) => !s.is_current_session);
  record('DELETE /auth/sessions/{id}', 'client', await call(h, 'DELETE', `/auth/sessions/${firstOther?.id}?user_id=me`, { headers: ann.client }));
  record('DELETE /auth/sessions/{id}', 'server', await call(h, 'DELETE', `/auth/sessions/${secondOther?.id}?user_id=${ann.id}`, { headers: serverHeaders() }));

  // Connected accounts (an account with a stored token on the demo project's standard GitHub provider).
  emu.state.users[ann.id]!.oauthAccounts = [{ providerId: 'github', accountId: 'gh-shape', email: null, scopes: ['read:user'], accessToken: 'gho_shape' }];
  record('GET /connected-accounts/{user}', 'server', await call(h, 'GET', `/connected-accounts/${ann.id}`, { headers: serverHeaders() }));
  record('POST /connected-accounts/{user}/{provider}/access-token', 'client', await call(h, 'POST', '/connected-accounts/me/github/access-token', { headers: ann.client, body: {} }), 201);
  record('POST /connected-accounts/{user}/{provider}/access-token', 'server', await call(h, 'POST', `/connected-accounts/${ann.id}/github/access-token`, { headers: serverHeaders(), body: { scope: 'read:user' } }), 201);
  record('POST /connected-accounts/{user}/{provider}/{account}/access-token', 'client', await call(h, 'POST', '/connected-accounts/me/github/gh-shape/access-token', { headers: ann.client, body: {} }), 201);

  // The user's OAuth providers (rows of the accounts above), and the payments reads of a project without payments.
  const provider = await call<{ id: string }>(h, 'POST', '/oauth-providers', { headers: serverHeaders(), body: { user_id: ann.id, provider_config_id: 'github', account_id: 'gh-shape-2', email: uniqueEmail('shape-oauth-provider'), allow_sign_in: false, allow_connected_accounts: true } });
  record('POST /oauth-providers', 'server', provider, 201);
  for (const [access, headers, user] of [['client', ann.client, 'me'], ['server', serverHeaders(), ann.id], ['admin', adminHeaders(), ann.id]] as const) {
    record('GET /oauth-providers', access, await call(h, 'GET', `/oauth-providers?user_id=${user}`, { headers }));
    record('GET /oauth-providers/{user}/{id}', access, await call(h, 'GET', `/oauth-providers/${user}/${provider.body.id}`, { headers }));
    record('PATCH /oauth-providers/{user}/{id}', access, await call(h, 'PATCH', `/oauth-providers/${user}/${provider.body.id}`, { headers, body: { allow_connected_accounts: access !== 'client' } }));
  }
  record('DELETE /oauth-providers/{user}/{id}', 'client', await call(h, 'DELETE', `/oauth-providers/me/${provider.body.id}`, { headers: ann.client }));
  record('GET /payments/billing/{type}/{id}', 'client', await call(h, 'GET', `/payments/billing/user/${ann.id}`, { headers: ann.client }));
  record('GET /payments/products/{type}/{id}', 'client', await call(h, 'GET', `/payments/products/user/${ann.id}`, { headers: ann.client }));

  // Project permissions and their definitions.
  await call(h, 'POST', '/project-permission-definitions', { headers: adminHeaders(), body: { id: 'shape_project_read' } });
  record('POST /project-permission-definitions', 'admin', await call(h, 'POST', '/project-permission-definitions', { headers: adminHeaders(), body: { id: 'shape_project_write', description: 'Write', contained_permission_ids: ['shape_project_read'] } }), 201);
  record('GET /project-permission-definitions', 'admin', await call(h, 'GET', '/project-permission-definitions', { headers: adminHeaders() }));
  record('PATCH /project-permission-definitions/{id}', 'admin', await call(h, 'PATCH', '/project-permission-definitions/shape_project_write', { headers: adminHeaders(), body: { description: 'Write things' } }));
  record('POST /project-permissions/{user}/{permission}', 'server', await call(h, 'POST', `/project-permissions/${ann.id}/shape_project_write`, { headers: serverHeaders(), body: {} }), 201);
  record('GET /project-permissions', 'client', await call(h, 'GET', '/project-permissions?user_id=me&recursive=true', { headers: ann.client }));
  record('GET /project-permissions', 'admin', await call(h, 'GET', `/project-permissions?user_id=${ann.id}`, { headers: adminHeaders() }));
  record('DELETE /project-permissions/{user}/{permission}', 'server', await call(h, 'DELETE', `/project-permissions/${ann.id}/shape_project_write`, { headers: serverHeaders() }));
  record('DELETE /project-permission-definitions/{id}', 'admin', await call(h, 'DELETE', '/project-permission-definitions/shape_project_write', { headers: adminHeaders() }));

  // Projects: the current project for each access type; the admin PATCH/DELETE on a project made for the purpose.
  record('GET /projects/current', 'server', await call(h, 'GET', '/projects/current', { headers: serverHeaders() }));
  record('GET /projects/current', 'admin', await call(h, 'GET', '/projects/current', { headers: adminHeaders() }));
  const ownerHeaders = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-access-token': owner.body.access_token };
  const newProject = () => call<{ id: string }>(h, 'POST', '/internal/projects', { headers: ownerHeaders, body: { display_name: 'Shape project', owner_team_id: SEED.ownerTeamId } });
  const madeProject = await newProject();
  record('POST /internal/projects', 'client (owner)', madeProject, 201);
  const managed = (projectId: string) => ({ 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': owner.body.access_token });
  record('PATCH /internal/projects/current', 'admin', await call(h, 'PATCH', '/internal/projects/current', { headers: managed(madeProject.body.id), body: { description: 'shape' } }));
  record('DELETE /internal/projects/current', 'admin', await call(h, 'DELETE', '/internal/projects/current', { headers: managed(madeProject.body.id) }));

  // Config overrides (the branch level: it takes a source on PUT).
  const overridePath = '/internal/config/override/branch';
  record('GET /internal/config/override/{level}', 'admin', await call(h, 'GET', overridePath, { headers: adminHeaders() }));
  record('PUT /internal/config/override/{level}', 'admin', await call(h, 'PUT', overridePath, { headers: adminHeaders(), body: { config_string: '{}', source: { type: 'unlinked' } } }));
  record('PATCH /internal/config/override/{level}', 'admin', await call(h, 'PATCH', overridePath, { headers: adminHeaders(), body: { config_override_string: '{}' } }));
  record('POST /internal/config/override/{level}/reset-keys', 'admin', await call(h, 'POST', '/internal/config/override/branch/reset-keys', { headers: adminHeaders(), body: { keys: ['teams'] } }));
  record('GET /internal/config/source', 'admin', await call(h, 'GET', '/internal/config/source', { headers: adminHeaders() }));
  record('DELETE /internal/config/source', 'admin', await call(h, 'DELETE', '/internal/config/source', { headers: adminHeaders() }));

  // Email templates and the SMTP test (a refused connection answers success false with error_message).
  record('GET /internal/email-templates', 'admin', await call(h, 'GET', '/internal/email-templates', { headers: adminHeaders() }));
  // Changing templates needs the project's own SMTP server; back to the shared one afterwards.
  const smtp = { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'Shape', sender_email: 'from@example.com' };
  await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { email_config: smtp } } });
  record('POST /emails/send-email', 'server', await call(h, 'POST', '/emails/send-email', { headers: serverHeaders(), body: { all_users: true, html: '<p>shape</p>' } }));
  const template = await call<{ id: string }>(h, 'POST', '/internal/email-templates', { headers: adminHeaders(), body: { display_name: 'Shape' } });
  record('POST /internal/email-templates', 'admin', template);
  const tsx = 'export function EmailTemplate() { return <><Subject value="Shape" /><NotificationCategory value="Transactional" /></>; }';
  record('PATCH /internal/email-templates/{id}', 'admin', await call(h, 'PATCH', `/internal/email-templates/${template.body.id}`, { headers: adminHeaders(), body: { tsx_source: tsx } }));
  record('DELETE /internal/email-templates/{id}', 'admin', await call(h, 'DELETE', `/internal/email-templates/${template.body.id}`, { headers: adminHeaders() }));
  await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { email_config: { type: 'shared' } } } });
  record('POST /internal/send-test-email', 'admin', await call(h, 'POST', '/internal/send-test-email', {
    headers: adminHeaders(),
    body: { recipient_email: 'to@example.com', email_config: { host: '127.0.0.1', port: 1, username: 'u', password: 'p', sender_name: 'Shape', sender_email: 'from@example.com' } },
  }));

  record('POST /internal/send-sign-in-invitation', 'admin', await call(h, 'POST', '/internal/send-sign-in-invitation', {
    headers: adminHeaders(), body: { email: 'invitee@example.com', callback_url: `${PASSKEY_ORIGIN}/handler/sign-up` },
  }));
  record('GET /internal/config', 'admin', await call(h, 'GET', '/internal/config', { headers: adminHeaders() }));

  // Passkeys: register on a software authenticator, then sign in with it.
  const authenticator = new SoftAuthenticator();
  const registration = await call<{ options_json: { challenge: string; user: { id: string } }; code: string }>(h, 'POST', '/auth/passkey/initiate-passkey-registration', { headers: ann.client, body: {} });
  record('POST /auth/passkey/register', 'client', await call(h, 'POST', '/auth/passkey/register', {
    headers: ann.client, body: { credential: authenticator.create(registration.body.options_json, { origin: PASSKEY_ORIGIN }), code: registration.body.code },
  }));
  const authentication = await call<{ options_json: { challenge: string }; code: string }>(h, 'POST', '/auth/passkey/initiate-passkey-authentication', { headers: clientHeaders(), body: {} });
  record('POST /auth/passkey/sign-in', 'client', await call(h, 'POST', '/auth/passkey/sign-in', {
    headers: clientHeaders(), body: { authentication_response: authenticator.get(authentication.body.options_json, { origin: PASSKEY_ORIGIN }), code: authentication.body.code },
  }));

  // The remaining admin variants of the common routes.
  const gus = await newUser(h);
  const gusAdmin = adminHeaders({ 'x-stack-access-token': gus.token });
  record('PATCH /team-member-profiles/{team}/{user}', 'admin', await call(h, 'PATCH', `/team-member-profiles/${adminTeamId}/${ann.id}`, { headers: adminHeaders(), body: { display_name: 'Ann, admin-renamed' } }));
  record('POST /contact-channels', 'admin', await call(h, 'POST', '/contact-channels', { headers: adminHeaders(), body: { user_id: gus.id, value: uniqueEmail('shape-admin-channel'), type: 'email', used_for_auth: false } }), 201);
  record('GET /contact-channels', 'admin', await call(h, 'GET', `/contact-channels?user_id=${gus.id}`, { headers: adminHeaders() }));
  record('GET /connected-accounts/{user}', 'admin', await call(h, 'GET', `/connected-accounts/${ann.id}`, { headers: adminHeaders() }));
  const adminInvite = await call<{ id: string }>(h, 'POST', '/team-invitations/send-code', { headers: adminHeaders(), body: { team_id: adminTeamId, email: uniqueEmail('shape-admin-invitee'), callback_url: `${DEMO.trustedDomain}/handler/team-invitation` } });
  record('POST /team-invitations/send-code', 'admin', adminInvite);
  record('GET /team-invitations', 'admin', await call(h, 'GET', `/team-invitations?team_id=${adminTeamId}`, { headers: adminHeaders() }));
  await call(h, 'POST', '/project-permission-definitions', { headers: adminHeaders(), body: { id: 'shape_project_admin' } });
  record('POST /project-permissions/{user}/{permission}', 'admin', await call(h, 'POST', `/project-permissions/${gus.id}/shape_project_admin`, { headers: adminHeaders(), body: {} }), 201);
  await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: gus.id } });
  const gusSessions = await call<{ items: Array<{ id: string; is_current_session: boolean }> }>(h, 'GET', '/auth/sessions?user_id=me', { headers: gus.client });
  const gusOther = gusSessions.body.items.find((s) => !s.is_current_session);
  record('DELETE /auth/sessions/{id}', 'admin', await call(h, 'DELETE', `/auth/sessions/${gusOther?.id}?user_id=${gus.id}`, { headers: adminHeaders() }));
  record('DELETE /users/me', 'admin', await call(h, 'DELETE', '/users/me', { headers: gusAdmin }));

  // No x-stack auth: JWKS, the OAuth authorize (JSON mode) and the authorization-code grant.
  record('GET /projects/{id}/.well-known/jwks.json', 'none', await call(h, 'GET', `/projects/${DEMO.projectId}/.well-known/jwks.json`));
  const oauth = await signInWithOAuth(h, { account_id: 'shape-oauth', email: uniqueEmail('shape-oauth'), email_verified: true });
  record('GET /auth/oauth/authorize/{provider}', 'none (json mode)', oauth.flow.reply);
  record('POST /auth/oauth/token', 'none (authorization_code)', oauth.token);

  for (const access of ['server', 'admin'] as const) await recordAsServerOrAdmin(access);
}, SCENARIO_TIMEOUT_MS);

describe('response bodies have exactly the hosted service\'s fields', () => {
  test('every route of the fixture was exercised by the scenario', () => {
    const missing = fixture.routes.map((r) => `${r.route}|${r.access}`).filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });

  test('every route of ALL_ROUTES has a row or a listed exclusion, and every exclusion is a route', () => {
    const served = ALL_ROUTES.filter((r) => r.raw !== true).map((r) => routeKey(`${r.method} ${r.path}`));
    const rows = new Set(fixture.routes.map((r) => routeKey(r.route)));
    expect(served.filter((key) => !rows.has(key) && EXCLUDED[key] === undefined)).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((key) => !served.includes(key) || rows.has(key))).toEqual([]);
    expect([...rows].filter((key) => !served.includes(key))).toEqual([]);
  });

  test('a route whose rows differ by access type has a row for every access type it allows', () => {
    const kinds = (access: string): string => access.split(' ')[0]!;
    const byRoute = new Map<string, Map<string, string>>();
    for (const r of fixture.routes) {
      const shapesOf = byRoute.get(routeKey(r.route)) ?? new Map<string, string>();
      shapesOf.set(kinds(r.access), JSON.stringify(r.shape));
      byRoute.set(routeKey(r.route), shapesOf);
    }
    const gaps = ALL_ROUTES.filter((r) => r.raw !== true).flatMap((r) => {
      const shapesOf = byRoute.get(routeKey(`${r.method} ${r.path}`));
      if (r.access === 'none' || shapesOf === undefined || new Set(shapesOf.values()).size < 2) return [];
      const allowed: readonly string[] = r.access ?? ['client', 'server', 'admin'];
      return allowed.filter((a) => !shapesOf.has(a)).map((a) => `${r.method} ${r.path} (${a})`);
    });
    expect(gaps).toEqual([]);
  });

  test.each(fixture.routes.map((r) => [r.route, r.access, r.shape as Shape, r.source] as const))('%s (%s)', (route, access, shape) => {
    expect(differences(seen.get(`${route}|${access}`), shape)).toEqual([]);
  });
});
