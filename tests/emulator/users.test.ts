/** Users, server side (protocol §2.9, §3.1): list semantics, create, read/update/delete by id, users/me gaps. */
import bcrypt from 'bcryptjs';
import { emulatorUnderTest } from './support/emulator-under-test';
import { addTeamMember, insertTeam } from '../../emulator/state/teams';
import { call, clientHeaders, DEMO, serverHeaders, adminHeaders, signUp, uniqueEmail } from './helpers';

const { emu, h } = emulatorUnderTest();
const config = () => emu.state.projects[DEMO.projectId]!.config;
const server = (method: string, path: string, body?: unknown) => call(h, method, path, { headers: serverHeaders(), ...(body === undefined ? {} : { body }) });
type R = Awaited<ReturnType<typeof server>>;

function expectKnown(r: R, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}
function expectText(r: R, status: number, text: string): void {
  expect([r.status, r.text]).toEqual([status, text]);
}
const create = async (body: Record<string, unknown> = {}): Promise<Record<string, unknown>> => {
  const r = await server('POST', '/users', body);
  expect(r.status).toBe(201);
  return r.body;
};

describe('POST /users', () => {
  it('201 with the full server shape; defaults: unverified, not used for auth', async () => {
    const email = uniqueEmail('srv');
    const user = await create({ primary_email: email, display_name: 'Ann', server_metadata: { a: 1 }, country_code: 'FR', risk_scores: { sign_up: { bot: 5, free_trial_abuse: 7 } } });
    expect(user).toMatchObject({
      primary_email: email, primary_email_verified: false, primary_email_auth_enabled: false, display_name: 'Ann',
      server_metadata: { a: 1 }, country_code: 'FR', risk_scores: { sign_up: { bot: 5, free_trial_abuse: 7 } }, has_password: false,
      is_anonymous: false, oauth_providers: [],
    });
    expect(Object.keys(user)).toEqual(expect.arrayContaining(['last_active_at_millis', 'restricted_by_admin_private_details', 'signed_up_at_millis']));
  });
  it('password (no 8-char minimum) and bcrypt password_hash both sign in', async () => {
    const a = uniqueEmail('pw');
    await create({ primary_email: a, primary_email_auth_enabled: true, password: 'short' });
    expect((await call(h, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email: a, password: 'short' } })).status).toBe(200);
    const b = uniqueEmail('hash');
    await create({ primary_email: b, primary_email_auth_enabled: true, password_hash: bcrypt.hashSync('imported pw', 4).replace('$2b$', '$2y$') });
    expect((await call(h, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email: b, password: 'imported pw' } })).status).toBe(200);
  });
  it('oauth_providers, is_anonymous, restricted_by_admin', async () => {
    const user = await create({ oauth_providers: [{ id: 'github', account_id: 'gh-1', email: 'x@y.co' }], restricted_by_admin: true, restricted_by_admin_reason: 'spam' });
    expect(user.oauth_providers).toEqual([{ id: 'github', account_id: 'gh-1', email: 'x@y.co' }]);
    expect(user.restricted_reason).toEqual({ type: 'restricted_by_administrator' });
    expect((await create({ is_anonymous: true })).restricted_reason).toEqual({ type: 'anonymous' });
  });
  it('USER_EMAIL_ALREADY_EXISTS only when the new email is used for auth', async () => {
    const user = await signUp(h);
    const r = await server('POST', '/users', { primary_email: user.email, primary_email_auth_enabled: true });
    expectKnown(r, 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(r.body.details).toEqual({ email: user.email, would_work_if_email_was_verified: false });
    expect((await server('POST', '/users', { primary_email: user.email })).status).toBe(201);
  });
  it('every 400 text', async () => {
    const hash = bcrypt.hashSync('x', 4);
    expectText(await server('POST', '/users', { password: 'a', password_hash: hash }), 400, 'Cannot set both password and password_hash at the same time.');
    for (const bad of ['plain', '$argon2id$v=19$m=65536,t=3,p=4$abc$def', hash.replace('$04$', '$17$'), hash.replace('$2b$', '$2x$')]) {
      const r = await server('POST', '/users', { password_hash: bad });
      expect([r.status, r.text.startsWith('Invalid password hash')]).toEqual([400, true]);
    }
    expectText(await server('POST', '/users', { primary_email_auth_enabled: true }), 400, 'primary_email_auth_enabled cannot be true without primary_email');
    expectText(await server('POST', '/users', { primary_email_verified: true }), 400, 'primary_email_verified cannot be true without primary_email');
    config().credentialEnabled = false;
    const noPw = await server('POST', '/users', { password: 'whatever1' });
    config().credentialEnabled = true;
    expectText(noPw, 400, 'Password auth not enabled in the project');
    config().magicLinkEnabled = false;
    const noOtp = await server('POST', '/users', { otp_auth_enabled: true });
    config().magicLinkEnabled = true;
    expectText(noOtp, 400, 'OTP auth not enabled in the project');
    expectText(await server('POST', '/users', { oauth_providers: [{ id: 'nope', account_id: '1' }] }), 400, 'OAuth provider nope not found');
    // A whole-body schema rule on the service: its line names no part.
    const reason = await server('POST', '/users', { restricted_by_admin_reason: 'x' });
    expectKnown(reason, 400, 'SCHEMA_ERROR');
    expect(reason.body.error).toBe('Request validation failed on POST /api/v1/users:\n  - restricted_by_admin_reason must be null when restricted_by_admin is not true');
  });
  it('client access → INSUFFICIENT_ACCESS_TYPE; unknown keys → SCHEMA_ERROR; admin allowed', async () => {
    const r = await call(h, 'POST', '/users', { headers: clientHeaders(), body: {} });
    expectKnown(r, 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect(r.body.details).toEqual({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
    expectKnown(await server('POST', '/users', { selected_team_id: null }), 400, 'SCHEMA_ERROR');
    expect((await call(h, 'POST', '/users', { headers: adminHeaders(), body: {} })).status).toBe(201);
  });
});

describe('user writes as measured on the real backend (issue 20)', () => {
  it('POST /users on a project that creates a personal team answers selected_team null; the team is selected afterwards', async () => {
    config().createTeamOnSignUp = true;
    const r = await server('POST', '/users', { primary_email: uniqueEmail('team-on-create'), display_name: 'Tess' });
    config().createTeamOnSignUp = false;
    expect([r.status, r.body.selected_team, r.body.selected_team_id]).toEqual([201, null, null]);
    const read = await server('GET', `/users/${r.body.id as string}`);
    expect(read.body.selected_team).toMatchObject({ display_name: "Tess's Team" });
  });
  it('image and primary email are validated by the schema; an image of another scheme is a 400 text', async () => {
    const me = await signUp(h);
    const headers = clientHeaders({ 'x-stack-access-token': me.access_token });
    const patchMe = (body: unknown) => call(h, 'PATCH', '/users/me', { headers, body });
    const lineOf = (r: R): string => (r.body.error as string).split('\n')[1]!;
    for (const [body, line] of [
      [{ profile_image_url: '' }, 'body.profile_image_url'], [{ primary_email: 'nope' }, 'body.primary_email'], [{ primary_email: '' }, 'body.primary_email'],
    ] as const) {
      const r = await patchMe(body);
      expectKnown(r, 400, 'SCHEMA_ERROR');
      expect(lineOf(r)).toContain(line);
    }
    expectKnown(await patchMe({ profile_image_url: 'ABC123' }), 400, 'SCHEMA_ERROR');
    expectText(await patchMe({ profile_image_url: 'https://example.com/a.png' }), 400, 'Invalid profile image URL');
    expect((await server('PATCH', `/users/${me.user_id}`, { profile_image_url: 'https://example.com/a.png' })).body.profile_image_url).toBe('https://example.com/a.png');
    expect((await server('PATCH', `/users/${me.user_id}`, { country_code: ' us ' })).body.country_code).toBe('US');
    expectKnown(await server('PATCH', `/users/${me.user_id}`, { country_code: 'usa' }), 400, 'SCHEMA_ERROR');
  });
  it('unrestricting clears the reason and private details', async () => {
    const me = await signUp(h);
    await server('PATCH', `/users/${me.user_id}`, { restricted_by_admin: true, restricted_by_admin_reason: 'r', restricted_by_admin_private_details: 'd' });
    const r = await server('PATCH', `/users/${me.user_id}`, { restricted_by_admin: false });
    expect([r.body.restricted_by_admin_reason, r.body.restricted_by_admin_private_details]).toEqual([null, null]);
  });
});

describe('GET / PATCH / DELETE /users/{user_id}', () => {
  it('reads by id and by me; USER_NOT_FOUND; schema error for a non-uuid', async () => {
    const user = await signUp(h);
    expect((await server('GET', `/users/${user.user_id}`)).body.id).toBe(user.user_id);
    const me = await call(h, 'GET', '/users/me', { headers: serverHeaders({ 'x-stack-access-token': user.access_token }) });
    expect(me.body.id).toBe(user.user_id);
    expectKnown(await server('GET', '/users/00000000-0000-4000-8000-000000000000'), 404, 'USER_NOT_FOUND');
    expectKnown(await server('PATCH', '/users/00000000-0000-4000-8000-000000000000', {}), 404, 'USER_NOT_FOUND');
    expectKnown(await server('DELETE', '/users/00000000-0000-4000-8000-000000000000'), 404, 'USER_NOT_FOUND');
    expectKnown(await server('GET', '/users/not-a-uuid'), 400, 'SCHEMA_ERROR');
  });
  it('PATCH password / password_hash revoke every session', async () => {
    const user = await signUp(h);
    const refresh = () => call(h, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders({ 'x-stack-refresh-token': user.refresh_token }), body: {} });
    expect((await refresh()).status).toBe(200);
    await server('PATCH', `/users/${user.user_id}`, { password_hash: bcrypt.hashSync('new pw', 4) });
    expectKnown(await refresh(), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const again = await call<{ refresh_token: string }>(h, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email: user.email, password: 'new pw' } });
    expect(again.status).toBe(200);
    await server('PATCH', `/users/${user.user_id}`, { password: 'x' });
    expect(Object.values(emu.state.sessions).some((s) => s.userId === user.user_id)).toBe(false);
  });
  it('primary email changes: new address demotes, existing one is promoted and keeps its state, null demotes', async () => {
    const user = await signUp(h);
    const id = user.user_id;
    const second = uniqueEmail('second');
    const r = await server('PATCH', `/users/${id}`, { primary_email: second });
    expect([r.body.primary_email, r.body.primary_email_verified]).toEqual([second, false]);
    const channels = await server('GET', `/contact-channels?user_id=${id}`);
    expect((channels.body.items as { value: string; is_primary: boolean }[]).map((c) => [c.value, c.is_primary])).toEqual([[user.email, false], [second, true]]);
    await server('PATCH', `/users/${id}`, { primary_email_verified: true });
    const back = await server('PATCH', `/users/${id}`, { primary_email: user.email });
    expect([back.body.primary_email, back.body.primary_email_verified]).toEqual([user.email, false]);
    expect((await server('PATCH', `/users/${id}`, { primary_email: second })).body.primary_email_verified).toBe(true);
    expect((await server('PATCH', `/users/${id}`, { primary_email: null })).body.primary_email).toBeNull();
  });
  it('PATCH errors: USER_EMAIL_ALREADY_EXISTS, TEAM_MEMBERSHIP_NOT_FOUND, 400 texts, is_anonymous only false', async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    expectKnown(await server('PATCH', `/users/${b.user_id}`, { primary_email: a.email }), 409, 'USER_EMAIL_ALREADY_EXISTS');
    const teamId = '00000000-0000-4000-8000-000000000001';
    const t = await server('PATCH', `/users/${b.user_id}`, { selected_team_id: teamId });
    expectKnown(t, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expect(t.body.details).toEqual({ team_id: teamId, user_id: b.user_id });
    expectText(await server('PATCH', `/users/${b.user_id}`, { password: 'a', password_hash: bcrypt.hashSync('x', 4) }), 400, 'Cannot set both password and password_hash at the same time.');
    expectKnown(await server('PATCH', `/users/${b.user_id}`, { restricted_by_admin_private_details: 'why' }), 400, 'SCHEMA_ERROR');
    expectText(await server('PATCH', `/users/${b.user_id}`, { passkey_auth_enabled: true }), 400, 'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method');
    expectText(await server('PATCH', `/users/${b.user_id}`, { profile_image_url: 'ftp://example.com/a.png' }), 400, 'Invalid profile image URL');
    expectKnown(await server('PATCH', `/users/${b.user_id}`, { is_anonymous: true }), 400, 'SCHEMA_ERROR');
  });
  it('is_anonymous: false upgrades an anonymous user and resets signed_up_at', async () => {
    const anon = await call(h, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} });
    emu.clock.advance(1000);
    config().createTeamOnSignUp = true;
    const before = emu.clock.now();
    const r = await server('PATCH', `/users/${anon.body.user_id as string}`, { is_anonymous: false, display_name: 'Zed' });
    config().createTeamOnSignUp = false;
    expect(r.body.is_anonymous).toBe(false);
    expect(r.body.signed_up_at_millis).toBeGreaterThanOrEqual(before);
    expect((r.body.selected_team as { display_name: string }).display_name).toBe("Zed's Team");
  });
  it('DELETE removes the user and its sessions', async () => {
    const user = await signUp(h);
    expect((await server('DELETE', `/users/${user.user_id}`)).body).toEqual({ success: true });
    expectKnown(await server('GET', `/users/${user.user_id}`), 404, 'USER_NOT_FOUND');
    expect(Object.values(emu.state.sessions).some((s) => s.userId === user.user_id)).toBe(false);
  });
});

describe('PATCH / DELETE /users/me', () => {
  it('client fields only; otp_auth_enabled; passkey_auth_enabled false deletes the passkey; base64 images', async () => {
    const user = await signUp(h);
    const headers = clientHeaders({ 'x-stack-access-token': user.access_token });
    const patch = (body: unknown) => call(h, 'PATCH', '/users/me', { headers, body });
    expectKnown(await patch({ server_metadata: {} }), 400, 'SCHEMA_ERROR');
    expect((await patch({ otp_auth_enabled: true })).body.otp_auth_enabled).toBe(true);
    emu.state.passkeys['pk'] = { id: 'pk', projectId: DEMO.projectId, userId: user.user_id, credentialId: 'cred', publicKey: 'key', counter: 0, transports: [], createdAt: 0 };
    expect((await call(h, 'GET', '/users/me', { headers })).body.passkey_auth_enabled).toBe(true);
    expect((await patch({ passkey_auth_enabled: false })).body.passkey_auth_enabled).toBe(false);
    expect(emu.state.passkeys['pk']).toBeUndefined();
    expectText(await patch({ profile_image_url: 'https://example.com/a.png' }), 400, 'Invalid profile image URL');
    expect((await patch({ profile_image_url: 'data:image/png;base64,iVBORw0KGgo=' })).status).toBe(200);
    config().magicLinkEnabled = false;
    const off = await patch({ otp_auth_enabled: true });
    config().magicLinkEnabled = true;
    expectText(off, 400, 'OTP auth not enabled in the project');
  });
  it('server PATCH /users/me accepts server fields', async () => {
    const user = await signUp(h);
    const r = await call(h, 'PATCH', '/users/me', { headers: serverHeaders({ 'x-stack-access-token': user.access_token }), body: { server_metadata: { k: 1 }, risk_scores: { sign_up: { bot: 1, free_trial_abuse: 2 } } } });
    expect(r.body).toMatchObject({ server_metadata: { k: 1 }, risk_scores: { sign_up: { bot: 1, free_trial_abuse: 2 } } });
  });
  it('client DELETE only when enabled (400 text); deletion invalidates sessions', async () => {
    const user = await signUp(h);
    const headers = clientHeaders({ 'x-stack-access-token': user.access_token });
    config().clientUserDeletionEnabled = false;
    const refused = await call(h, 'DELETE', '/users/me', { headers });
    config().clientUserDeletionEnabled = true;
    expectText(refused, 400, 'Client user deletion is not enabled for this project');
    expect((await call(h, 'DELETE', '/users/me', { headers })).body).toEqual({ success: true });
    expect(Object.values(emu.state.sessions).some((s) => s.userId === user.user_id)).toBe(false);
    expectKnown(await call(h, 'GET', '/users/me', { headers }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('GET /users', () => {
  type Page = { items: { id: string; signed_up_at_millis: number }[]; is_paginated: boolean; pagination: { next_cursor: string | null } };
  const list = (q: string) => call<Page>(h, 'GET', `/users?${q}`, { headers: serverHeaders() });
  const tag = `lst${Date.now().toString(36)}`;
  let ids: string[] = [];

  beforeAll(async () => {
    // Two pairs sharing a sign-up instant: ties are broken by id.
    for (let i = 0; i < 4; i++) {
      if (i === 2) emu.clock.advance(1000);
      ids.push((await create({ display_name: `${tag} ${i}` })).id as string);
    }
    // The virtual clock follows real time too, so force the ties explicitly.
    emu.state.users[ids[1]!]!.signedUpAt = emu.state.users[ids[0]!]!.signedUpAt;
    emu.state.users[ids[3]!]!.signedUpAt = emu.state.users[ids[2]!]!.signedUpAt;
    const byTime = (a: string, b: string) => emu.state.users[a]!.signedUpAt - emu.state.users[b]!.signedUpAt || (a < b ? -1 : 1);
    ids = [...ids].sort(byTime);
  });

  it('everything without limit, oldest first, next_cursor null', async () => {
    const r = await list(`query=${tag.toUpperCase()}`);
    expect(r.body.items.map((u) => u.id)).toEqual(ids);
    expect([r.body.is_paginated, r.body.pagination.next_cursor]).toEqual([true, null]);
  });
  it('n+1 paging: next_cursor is the first item of the next page', async () => {
    const first = await list(`query=${tag}&limit=3`);
    expect(first.body.items.map((u) => u.id)).toEqual(ids.slice(0, 3));
    expect(first.body.pagination.next_cursor).toBe(ids[3]);
    const second = await list(`query=${tag}&limit=3&cursor=${ids[3]!}`);
    expect([second.body.items.map((u) => u.id), second.body.pagination.next_cursor]).toEqual([[ids[3]], null]);
    const exact = await list(`query=${tag}&limit=4`);
    expect(exact.body.pagination.next_cursor).toBeNull();
  });
  it('desc=true reverses, ties included; order_by only signed_up_at', async () => {
    const r = await list(`query=${tag}&desc=true&order_by=signed_up_at&limit=2`);
    expect(r.body.items.map((u) => u.id)).toEqual([ids[3], ids[2]]);
    expect(r.body.pagination.next_cursor).toBe(ids[1]);
    expect((await list(`query=${tag}&desc=true&cursor=${ids[1]!}`)).body.items.map((u) => u.id)).toEqual([ids[1], ids[0]]);
    expect((await list('order_by=display_name')).body).toMatchObject({ code: 'SCHEMA_ERROR' });
    expect((await list('limit=0')).body).toMatchObject({ code: 'SCHEMA_ERROR' });
  });
  it('query matches emails and exact ids; team_id limits to members', async () => {
    const user = await signUp(h);
    expect((await list(`query=${encodeURIComponent(user.email.slice(0, 12).toUpperCase())}`)).body.items.map((u) => u.id)).toContain(user.user_id);
    expect((await list(`query=${user.user_id}`)).body.items.map((u) => u.id)).toEqual([user.user_id]);
    const team = insertTeam(emu.core, DEMO.projectId, 'List team');
    addTeamMember(emu.core, team, user.user_id, []);
    expect((await list(`team_id=${team.id}`)).body.items.map((u) => u.id)).toEqual([user.user_id]);
  });
  it('restricted and anonymous filters; only_anonymous needs include_anonymous (400 text)', async () => {
    const anon = (await create({ is_anonymous: true, display_name: `${tag}-anon` })).id;
    const banned = (await create({ restricted_by_admin: true, display_name: `${tag}-banned` })).id;
    const found = async (q: string) => (await list(`query=${tag}-&${q}`)).body.items.map((u) => u.id).sort();
    expect(await found('')).toEqual([]);
    expect(await found('include_restricted=true')).toEqual([banned]);
    expect(await found('include_anonymous=true')).toEqual([anon, banned].sort());
    expect(await found('include_anonymous=true&only_anonymous=true')).toEqual([anon]);
    const bad = await list('only_anonymous=true');
    expect([bad.status, bad.text]).toEqual([400, 'only_anonymous=true requires include_anonymous=true']);
    config().requireEmailVerification = true;
    const unverified = await signUp(h);
    const hidden = (await list(`query=${unverified.user_id}`)).body.items.length;
    const shown = (await list(`query=${unverified.user_id}&include_restricted=true`)).body.items.length;
    config().requireEmailVerification = false;
    expect([hidden, shown]).toEqual([0, 1]);
  });
  it('client access → INSUFFICIENT_ACCESS_TYPE', async () => {
    const r = await call(h, 'GET', '/users', { headers: clientHeaders() });
    expect([r.status, r.body.code, r.body.details]).toEqual([401, 'INSUFFICIENT_ACCESS_TYPE', { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }]);
  });
});
