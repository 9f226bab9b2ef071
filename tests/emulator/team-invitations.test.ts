/** Team invitations (§2.15): send (outbox), accept by code, check, details, list, revoke, accept by id, expiry. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, clientHeaders, serverHeaders } from './helpers';
import { addMember, expectKnown, expectText, MISSING_ID, newTeam, newUser, type TestUser } from './team-helpers';

const { emu, h } = emulatorUnderTest();
const CALLBACK = 'http://localhost:3000/handler/team-invitation';
const DAY = 24 * 3600 * 1000;

async function invite(actor: Record<string, string>, team: string, email: string): Promise<{ id: string; code: string }> {
  const r = await call<{ success: boolean; id: string }>(h, 'POST', '/team-invitations/send-code', { headers: actor, body: { team_id: team, email, callback_url: CALLBACK } });
  if (r.status !== 200) throw new Error(`send-code failed: ${r.status} ${r.text}`);
  return { id: r.body.id, code: emu.outbox.latestFor(email)!.code! };
}
const verify = (user: TestUser): void => {
  for (const c of Object.values(emu.state.contactChannels)) if (c.userId === user.id) c.isVerified = true;
};
const isMember = (team: string, user: TestUser): boolean => emu.state.teamMemberships[`${team}:${user.id}`] !== undefined;

describe('POST /team-invitations/send-code', () => {
  it('takes an empty email as the real backend does (its email rule skips empty strings); refuses a malformed one', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    const empty = await call(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: team, email: '', callback_url: CALLBACK } });
    expect(empty.status).toBe(200);
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: team, email: 'nope', callback_url: CALLBACK } }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: team, email: 'a@b.co', callback_url: 'not a url' } }), 400, 'SCHEMA_ERROR');
  });
  it('member with $invite_members sends; the outbox holds link and code', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann, 'Rockets');
    const r = await call(h, 'POST', '/team-invitations/send-code', { headers: ann.client, body: { team_id: team, email: 'Guest@Example.com', callback_url: CALLBACK } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, id: expect.any(String) });
    const mail = emu.outbox.latestFor('guest@example.com')!;
    expect(mail).toMatchObject({ type: 'team_invitation', code: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{45}$/) });
    expect(mail.link).toBe(`${CALLBACK}?code=${mail.code!}`);
    expect(mail.body).toContain('Rockets');
    // The recipient is kept as sent (the real backend does not fold its case).
    const listed = await call<{ items: { recipient_email: string }[] }>(h, 'GET', `/team-invitations?team_id=${team}`, { headers: serverHeaders() });
    expect(listed.body.items.map((i) => i.recipient_email)).toEqual(['Guest@Example.com']);
    expect(emu.state.verificationCodes[String(r.body.id)]?.type).toBe('team_invitation');
  });
  it('errors: no user, non-member, missing permission, untrusted URL; server needs no user', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const stranger = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    await call(h, 'DELETE', `/team-permissions/${team}/${bob.id}/team_member`, { headers: serverHeaders() });
    const body = { team_id: team, email: 'x@example.com', callback_url: CALLBACK };
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: clientHeaders(), body }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: stranger.client, body }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: bob.client, body }), 401, 'TEAM_PERMISSION_REQUIRED',
      { team_id: team, user_id: bob.id, permission_id: '$invite_members' });
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: ann.client, body: { ...body, callback_url: 'https://evil.test/x' } }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    expect((await call(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body })).status).toBe(200);
    expectKnown(await call(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { ...body, team_id: MISSING_ID } }), 404, 'TEAM_NOT_FOUND');
  });
});

describe('accepting by code', () => {
  it('check-code, details, accept (member defaults), then already used', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann, 'Details Team');
    const { code } = await invite(ann.client, team, 'someone@example.com');
    expect((await call(h, 'POST', '/team-invitations/accept/check-code', { headers: clientHeaders(), body: { code } })).body).toEqual({ is_code_valid: true });
    expect((await call(h, 'POST', '/team-invitations/accept/details', { headers: bob.client, body: { code } })).body).toEqual({ team_id: team, team_display_name: 'Details Team' });
    // The invitee's email is not compared on this path.
    const r = await call(h, 'POST', '/team-invitations/accept', { headers: bob.client, body: { code: code.toUpperCase() } });
    expect([r.status, r.body]).toEqual([200, {}]);
    expect(isMember(team, bob)).toBe(true);
    expect(emu.state.teamPermissionGrants.filter((g) => g.teamId === team && g.userId === bob.id).map((g) => g.permissionId)).toEqual(['team_member']);
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: bob.client, body: { code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnown(await call(h, 'POST', '/team-invitations/accept/check-code', { headers: clientHeaders(), body: { code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });
  it('an existing member still gets 200 {}', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    const { code } = await invite(ann.client, team, 'self@example.com');
    expect((await call(h, 'POST', '/team-invitations/accept', { headers: ann.client, body: { code } })).body).toEqual({});
  });
  it('errors: not found, wrong length, no user, anonymous and admin-restricted users, expiry after 7 days', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    const { code } = await invite(ann.client, team, 'r@example.com');
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: ann.client, body: { code: 'a'.repeat(45) } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: ann.client, body: { code: 'short' } }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'POST', '/team-invitations/accept/details', { headers: clientHeaders(), body: { code } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    // As the real backend: accept consumes the code before it looks at the user, so a refused attempt uses it up.
    const signedOut = await invite(ann.client, team, 'so@example.com');
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: clientHeaders(), body: { code: signedOut.code } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnown(await call(h, 'POST', '/team-invitations/accept/check-code', { headers: clientHeaders(), body: { code: signedOut.code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    const anon = await call<{ access_token: string }>(h, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} });
    const anonHeaders = clientHeaders({ 'x-stack-access-token': anon.body.access_token, 'x-stack-allow-anonymous-user': 'true' });
    expectKnown(await call(h, 'POST', '/team-invitations/accept/details', { headers: anonHeaders, body: { code } }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED');
    const forAnon = await invite(ann.client, team, 'anon@example.com');
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: anonHeaders, body: { code: forAnon.code } }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: { type: 'anonymous' } });
    const banned = await newUser(h);
    emu.state.users[banned.id]!.restrictedByAdmin = true;
    const forBanned = await invite(ann.client, team, 'banned@example.com');
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: banned.client, body: { code: forBanned.code } }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
      { restricted_reason: { type: 'restricted_by_administrator' } });
    emu.clock.advance(7 * DAY + 1);
    const late = await newUser(h); // access tokens live 10 minutes: sign in after the jump
    expectKnown(await call(h, 'POST', '/team-invitations/accept', { headers: late.client, body: { code } }), 400, 'VERIFICATION_CODE_EXPIRED');
  });
});

describe('listing and revoking', () => {
  it('by team (needs $read_members and $invite_members), by user (verified emails), revoke ($remove_members)', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann, 'Listed');
    const first = await invite(ann.client, team, bob.email);
    await invite(ann.client, team, 'other@example.com');
    const byTeam = await call<{ items: Record<string, unknown>[]; is_paginated: boolean }>(h, 'GET', `/team-invitations?team_id=${team}`, { headers: ann.client });
    expect(byTeam.body.is_paginated).toBe(false);
    expect(byTeam.body.items.find((i) => i.id === first.id)).toEqual({ id: first.id, team_id: team, team_display_name: 'Listed', expires_at_millis: expect.any(Number), recipient_email: bob.email });
    expect(byTeam.body.items).toHaveLength(2);
    // In id order, as the real backend reads them (its primary key, no ORDER BY).
    const ids = byTeam.body.items.map((i) => String(i.id));
    expect(ids).toEqual([...ids].sort());
    const unverified = await call<{ items: unknown[] }>(h, 'GET', '/team-invitations?user_id=me', { headers: bob.client });
    expect(unverified.body.items).toEqual([]);
    verify(bob);
    const mine = await call<{ items: { id: string }[] }>(h, 'GET', '/team-invitations?user_id=me', { headers: bob.client });
    expect(mine.body.items.map((i) => i.id)).toEqual([first.id]);
    expect((await call<{ items: unknown[] }>(h, 'GET', `/team-invitations?user_id=${bob.id}`, { headers: serverHeaders() })).body.items).toHaveLength(1);
    expect((await call(h, 'DELETE', `/team-invitations/${first.id}?team_id=${team}`, { headers: ann.client })).body).toEqual({ success: true });
    expect((await call<{ items: unknown[] }>(h, 'GET', `/team-invitations?team_id=${team}`, { headers: serverHeaders() })).body.items).toHaveLength(1);
  });
  it('list errors', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const stranger = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    await call(h, 'DELETE', `/team-permissions/${team}/${bob.id}/team_member`, { headers: serverHeaders() });
    await call(h, 'POST', `/team-permissions/${team}/${bob.id}/$read_members`, { headers: serverHeaders(), body: {} });
    expectText(await call(h, 'GET', `/team-invitations?team_id=${team}&user_id=me`, { headers: ann.client }), 400, 'Cannot specify both team_id and user_id');
    expectText(await call(h, 'GET', '/team-invitations', { headers: ann.client }), 400, 'Must specify either team_id or user_id');
    expectKnown(await call(h, 'GET', `/team-invitations?team_id=${team}`, { headers: stranger.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await call(h, 'GET', `/team-invitations?team_id=${team}`, { headers: bob.client }), 401, 'TEAM_PERMISSION_REQUIRED',
      { team_id: team, user_id: bob.id, permission_id: '$invite_members' });
    expectKnown(await call(h, 'GET', `/team-invitations?team_id=${MISSING_ID}`, { headers: serverHeaders() }), 404, 'TEAM_NOT_FOUND');
    expectKnown(await call(h, 'GET', `/team-invitations?user_id=${ann.id}`, { headers: bob.client }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
  it('expired invitations are not listed', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    await invite(ann.client, team, 'late@example.com');
    emu.clock.advance(7 * DAY - 60_000);
    expect((await call<{ items: unknown[] }>(h, 'GET', `/team-invitations?team_id=${team}`, { headers: serverHeaders() })).body.items).toHaveLength(1);
    emu.clock.advance(60_000);
    expect((await call<{ items: unknown[] }>(h, 'GET', `/team-invitations?team_id=${team}`, { headers: serverHeaders() })).body.items).toEqual([]);
  });
  it('revoke errors', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const stranger = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    const { id } = await invite(ann.client, team, 'rev@example.com');
    expectText(await call(h, 'DELETE', `/team-invitations/${id}`, { headers: ann.client }), 400, 'team_id');
    expectKnown(await call(h, 'DELETE', `/team-invitations/${id}?team_id=${team}`, { headers: stranger.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await call(h, 'DELETE', `/team-invitations/${id}?team_id=${team}`, { headers: bob.client }), 401, 'TEAM_PERMISSION_REQUIRED',
      { team_id: team, user_id: bob.id, permission_id: '$remove_members' });
    expectKnown(await call(h, 'DELETE', `/team-invitations/${id}?team_id=${MISSING_ID}`, { headers: serverHeaders() }), 404, 'TEAM_NOT_FOUND');
  });
});

describe('POST /team-invitations/{id}/accept?user_id=', () => {
  it('accepts for a verified recipient; errors for mismatch, unverified, restricted, used', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    const { id } = await invite(ann.client, team, bob.email);
    expectKnown(await call(h, 'POST', `/team-invitations/${id}/accept?user_id=me`, { headers: bob.client }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    verify(bob);
    expectKnown(await call(h, 'POST', `/team-invitations/${id}/accept?user_id=${ann.id}`, { headers: bob.client }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    expectKnown(await call(h, 'POST', `/team-invitations/${id}/accept?user_id=me`, { headers: ann.client }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    emu.state.users[bob.id]!.restrictedByAdmin = true;
    expectKnown(await call(h, 'POST', `/team-invitations/${id}/accept?user_id=me`, { headers: bob.client }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED');
    emu.state.users[bob.id]!.restrictedByAdmin = false;
    const r = await call(h, 'POST', `/team-invitations/${id}/accept?user_id=me`, { headers: bob.client });
    expect([r.status, r.body]).toEqual([200, {}]);
    expect(isMember(team, bob)).toBe(true);
    expectKnown(await call(h, 'POST', `/team-invitations/${id}/accept?user_id=me`, { headers: bob.client }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await call(h, 'POST', `/team-invitations/${MISSING_ID}/accept?user_id=${bob.id}`, { headers: serverHeaders() }), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });
});
