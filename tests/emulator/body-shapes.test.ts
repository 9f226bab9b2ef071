/**
 * Emulator fidelity (issue 16): each route answers with exactly the fields the hosted service returns for that access
 * type — no more, no fewer, recursively. The field lists are tests/fixtures/emulator-body-shapes.json (protocol facts
 * and upstream e2e snapshots, each row naming its source); this suite exercises every listed route and compares.
 */
import fixture from '../fixtures/emulator-body-shapes.json';
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, uniqueEmail, type Reply } from './helpers';
import { newTeam, newUser } from './team-helpers';
import { Secret, TOTP } from 'otpauth';
import { SEED } from '../../emulator';

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

const seen = new Map<string, unknown>();
function record(route: string, access: string, reply: Reply<unknown>, status = 200): void {
  if (reply.status !== status) throw new Error(`${route} (${access}) answered ${reply.status}: ${reply.text}`);
  seen.set(`${route}|${access}`, reply.body);
}

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
  record('GET /email-templates', 'admin', await call(h, 'GET', '/email-templates', { headers: adminHeaders() }));
  record('POST /webhooks/svix-token', 'admin', await call(h, 'POST', '/webhooks/svix-token', { headers: adminHeaders(), body: {} }), 201);
  record('GET /internal/metrics', 'admin', await call(h, 'GET', '/internal/metrics', { headers: adminHeaders() }));
  record('DELETE /users/{id}', 'server', await call(h, 'DELETE', `/users/${created.body.id}`, { headers: serverHeaders() }));
  record('DELETE /auth/sessions/current', 'client', await call(h, 'DELETE', '/auth/sessions/current', { headers: clientHeaders(me2), body: {} }));
});

describe('response bodies have exactly the hosted service\'s fields', () => {
  test('every route of the fixture was exercised by the scenario', () => {
    const missing = fixture.routes.map((r) => `${r.route}|${r.access}`).filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });

  test.each(fixture.routes.map((r) => [r.route, r.access, r.shape as Shape, r.source] as const))('%s (%s)', (route, access, shape) => {
    expect(differences(seen.get(`${route}|${access}`), shape)).toEqual([]);
  });
});
