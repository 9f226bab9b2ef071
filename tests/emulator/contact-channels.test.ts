/** Contact channels and their verification (protocol §2.10, §3.5) against the in-process emulator. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, clientHeaders, serverHeaders, signUp, uniqueEmail } from './helpers';
import type { Reply } from './helpers';
import { newProjectRecord } from '../../emulator/state/project-defaults';

const { emu, h } = emulatorUnderTest();
const CALLBACK = 'http://localhost:5173/handler/email-verification';
const NO_SUCH = '00000000-0000-4000-8000-000000000009';
type R = Reply;
type Channel = { id: string; user_id: string; type: string; value: string; is_primary: boolean; is_verified: boolean; used_for_auth: boolean };

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

describe('list and create', () => {
  it('client lists its own channels (user_id=me), oldest first; 403 for others; no user → CANNOT_GET_OWN_USER_WITHOUT_USER', async () => {
    const me = await client();
    const other = await signUp(h);
    const extra = uniqueEmail('extra');
    const created = await me.req('POST', '/contact-channels', { user_id: 'me', value: extra, type: 'email', used_for_auth: false });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), user_id: me.user_id, type: 'email', value: extra, is_primary: false, is_verified: false, used_for_auth: false });
    const listed = await me.req('GET', '/contact-channels?user_id=me');
    expect(listed.body.is_paginated).toBe(false);
    expect((listed.body.items as Channel[]).map((c) => [c.value, c.is_primary])).toEqual([[me.email, true], [extra, false]]);
    expectText(await me.req('GET', `/contact-channels?user_id=${other.user_id}`), 403, 'Client can only list contact channels for their own user.');
    expectText(await me.req('GET', '/contact-channels'), 403, 'Client can only list contact channels for their own user.');
    expectKnown(await call(h, 'GET', '/contact-channels?user_id=me', { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    const filtered = await server('GET', `/contact-channels?user_id=${me.user_id}&contact_channel_id=${created.body.id as string}`);
    expect((filtered.body.items as Channel[]).map((c) => c.value)).toEqual([extra]);
  });
  it('create errors: 403 other user, duplicate value (400 text), used for auth elsewhere (409), unknown user for server', async () => {
    const me = await client();
    const other = await signUp(h);
    expectText(await me.req('POST', '/contact-channels', { user_id: other.user_id, value: uniqueEmail(), type: 'email', used_for_auth: false }), 403, 'Client can only create contact channels for their own user.');
    expectText(await me.req('POST', '/contact-channels', { user_id: 'me', value: me.email.toUpperCase(), type: 'email', used_for_auth: false }), 400, 'Contact channel already exists');
    const taken = await me.req('POST', '/contact-channels', { user_id: 'me', value: other.email, type: 'email', used_for_auth: true });
    expectKnown(taken, 409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect(taken.body.details).toEqual({ type: 'email', contact_channel_value: other.email, would_work_if_email_was_verified: false });
    // The same address without auth may be shared.
    expect((await me.req('POST', '/contact-channels', { user_id: 'me', value: other.email, type: 'email', used_for_auth: false })).status).toBe(201);
    expectKnown(await me.req('POST', '/contact-channels', { user_id: 'me', value: uniqueEmail(), type: 'email', used_for_auth: false, is_verified: true }), 400, 'SCHEMA_ERROR');
    expectKnown(await me.req('POST', '/contact-channels', { user_id: 'me', value: uniqueEmail(), type: 'email' }), 400, 'SCHEMA_ERROR');
    expectKnown(await server('POST', '/contact-channels', { user_id: NO_SUCH, value: uniqueEmail(), type: 'email', used_for_auth: false }), 400, 'USER_ID_DOES_NOT_EXIST');
  });
  it('is_primary: true demotes the current primary and primary_email follows; server may set is_verified', async () => {
    const me = await client();
    const next = uniqueEmail('primary');
    const r = await server('POST', '/contact-channels', { user_id: me.user_id, value: next, type: 'email', used_for_auth: true, is_primary: true, is_verified: true });
    expect(r.body).toMatchObject({ is_primary: true, is_verified: true, used_for_auth: true });
    expect((await me.req('GET', '/users/me')).body).toMatchObject({ primary_email: next, primary_email_verified: true });
  });
});

describe('read, update, delete', () => {
  it('reads own channel; 403 for another user; 404 text when missing', async () => {
    const me = await client();
    const other = await signUp(h);
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    expect(((await me.req('GET', `/contact-channels/me/${id}`)).body as Channel).value).toBe(me.email);
    expectText(await me.req('GET', `/contact-channels/${other.user_id}/${id}`), 403, 'Client can only read contact channels for their own user.');
    expectText(await me.req('GET', `/contact-channels/me/${NO_SUCH}`), 404, 'Contact channel not found.');
    expectText(await server('GET', `/contact-channels/${other.user_id}/${id}`), 404, 'Contact channel not found.');
  });
  it('PATCH: value change resets is_verified unless given; is_primary false clears primary_email; errors', async () => {
    const me = await client();
    const other = await signUp(h);
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    await server('PATCH', `/contact-channels/${me.user_id}/${id}`, { is_verified: true });
    const moved = uniqueEmail('moved');
    expect((await me.req('PATCH', `/contact-channels/me/${id}`, { value: moved })).body).toMatchObject({ value: moved, is_verified: false });
    expect((await server('PATCH', `/contact-channels/${me.user_id}/${id}`, { value: uniqueEmail('v'), is_verified: true })).body).toMatchObject({ is_verified: true });
    expect((await me.req('PATCH', `/contact-channels/me/${id}`, { is_primary: false })).body).toMatchObject({ is_primary: false });
    expect((await me.req('GET', '/users/me')).body.primary_email).toBeNull();
    const taken = await me.req('PATCH', `/contact-channels/me/${id}`, { value: other.email });
    expectKnown(taken, 409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    // An update names the type only, as the service does.
    expect(taken.body.details).toEqual({ type: 'email', contact_channel_value: null, would_work_if_email_was_verified: false });
    expectText(await me.req('PATCH', `/contact-channels/me/${NO_SUCH}`, { is_primary: true }), 400, 'Contact channel not found');
    expectText(await me.req('PATCH', `/contact-channels/${other.user_id}/${id}`, {}), 403, 'Client can only update contact channels for their own user.');
    expectKnown(await me.req('PATCH', `/contact-channels/me/${id}`, { is_verified: true }), 400, 'SCHEMA_ERROR');
  });
  it('DELETE: success, then 400 text; 403 for another user', async () => {
    const me = await client();
    const other = await signUp(h);
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    expectText(await me.req('DELETE', `/contact-channels/${other.user_id}/${id}`), 403, 'Client can only delete contact channels for their own user.');
    expect((await me.req('DELETE', `/contact-channels/me/${id}`)).body).toEqual({ success: true });
    expectText(await me.req('DELETE', `/contact-channels/me/${id}`), 400, 'Contact channel not found');
    expect((await me.req('GET', '/users/me')).body.primary_email).toBeNull();
  });
});

describe('verification', () => {
  it('send-verification-code emails an email_verification link; verify marks the channel verified once', async () => {
    const me = await client();
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    expect((await me.req('POST', `/contact-channels/me/${id}/send-verification-code`, { callback_url: CALLBACK })).body).toEqual({ success: true });
    const mail = emu.outbox.latestFor(me.email, 'email_verification')!;
    expect(mail.subject).toContain('Verify your email');
    expect(mail.link).toBe(`${CALLBACK}?code=${mail.code!}`);
    expect((await me.req('POST', '/contact-channels/verify/check-code', { code: mail.code })).body).toEqual({ is_code_valid: true });
    expect((await call(h, 'POST', '/contact-channels/verify', { headers: clientHeaders(), body: { code: mail.code!.toUpperCase() } })).body).toEqual({ success: true });
    expect((await me.req('GET', '/users/me')).body.primary_email_verified).toBe(true);
    expectKnown(await me.req('POST', '/contact-channels/verify', { code: mail.code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnown(await me.req('POST', '/contact-channels/verify/check-code', { code: mail.code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnown(await me.req('POST', `/contact-channels/me/${id}/send-verification-code`, { callback_url: CALLBACK }), 409, 'EMAIL_ALREADY_VERIFIED');
  });
  it('send-verification-code errors: other user (400 text), unknown user (server), missing channel (404 text), untrusted URL', async () => {
    const me = await client();
    const other = await signUp(h);
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    expectText(await me.req('POST', `/contact-channels/${other.user_id}/${id}/send-verification-code`, { callback_url: CALLBACK }), 400, 'Can only send verification code for your own user');
    expectKnown(await server('POST', `/contact-channels/${NO_SUCH}/${id}/send-verification-code`, { callback_url: CALLBACK }), 400, 'USER_ID_DOES_NOT_EXIST');
    expectText(await me.req('POST', `/contact-channels/me/${NO_SUCH}/send-verification-code`, { callback_url: CALLBACK }), 404, 'Contact channel not found');
    expectKnown(await me.req('POST', `/contact-channels/me/${id}/send-verification-code`, { callback_url: 'https://evil.example/v' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
  });
  it('verify: deleted channel → 400 text; expired and unknown codes; the 20-attempt nonce rule', async () => {
    const me = await client();
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    await me.req('POST', `/contact-channels/me/${id}/send-verification-code`, { callback_url: CALLBACK });
    const first = emu.outbox.latestFor(me.email, 'email_verification')!.code!;
    await me.req('DELETE', `/contact-channels/me/${id}`);
    expectText(await me.req('POST', '/contact-channels/verify', { code: first }), 400, 'Contact channel not found. Was your contact channel deleted?');
    const fresh = await client();
    const freshId = ((await fresh.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    await fresh.req('POST', `/contact-channels/me/${freshId}/send-verification-code`, { callback_url: CALLBACK });
    const code = emu.outbox.latestFor(fresh.email, 'email_verification')!.code!;
    const wrong = (code[0] === 'a' ? 'b' : 'a') + code.slice(1);
    for (let i = 0; i < 20; i++) expectKnown(await fresh.req('POST', '/contact-channels/verify/check-code', { code: wrong }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await fresh.req('POST', '/contact-channels/verify', { code }), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    const late = await client();
    const lateId = ((await late.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    await late.req('POST', `/contact-channels/me/${lateId}/send-verification-code`, { callback_url: CALLBACK });
    emu.clock.advance(7 * 24 * 3600 * 1000 + 1);
    expectKnown(await call(h, 'POST', '/contact-channels/verify', { headers: clientHeaders(), body: { code: emu.outbox.latestFor(late.email, 'email_verification')!.code } }), 400, 'VERIFICATION_CODE_EXPIRED');
  });
  it('password sign-up verification codes are redeemed by the same endpoint', async () => {
    const email = uniqueEmail('signup');
    await call(h, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'long enough', verification_callback_url: CALLBACK } });
    expect((await call(h, 'POST', '/contact-channels/verify', { headers: clientHeaders(), body: { code: emu.outbox.latestFor(email)!.code } })).body).toEqual({ success: true });
  });
  it('legacy POST /contact-channels/send-verification-code: no user, not primary, already verified, untrusted URL', async () => {
    const me = await client();
    expectKnown(await call(h, 'POST', '/contact-channels/send-verification-code', { headers: clientHeaders(), body: { email: me.email, callback_url: CALLBACK } }), 400, 'SCHEMA_ERROR');
    const notPrimary = await me.req('POST', '/contact-channels/send-verification-code', { email: 'else@example.com', callback_url: CALLBACK });
    expectKnown(notPrimary, 400, 'EMAIL_IS_NOT_PRIMARY_EMAIL');
    expect(notPrimary.body.details).toEqual({ email: 'else@example.com', primary_email: me.email });
    expectKnown(await me.req('POST', '/contact-channels/send-verification-code', { email: me.email, callback_url: 'https://evil.example/v' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    expect((await me.req('POST', '/contact-channels/send-verification-code', { email: me.email, callback_url: CALLBACK })).body).toEqual({ success: true });
    await me.req('POST', '/contact-channels/verify', { code: emu.outbox.latestFor(me.email)!.code });
    expectKnown(await me.req('POST', '/contact-channels/send-verification-code', { email: me.email, callback_url: CALLBACK }), 409, 'EMAIL_ALREADY_VERIFIED');
  });
});

describe('another project\'s keys (issue 21)', () => {
  /** A second project with its own server key, as the real backend's tenancy scoping is measured against. */
  function otherProjectServerHeaders(): Record<string, string> {
    const project = newProjectRecord('5b7cf0a2-54a4-4c39-9a4f-0f6d3c1e7a11', 'Other project', emu.clock.now(), null);
    emu.state.projects[project.id] = project;
    emu.state.apiKeySets['other-project-keys'] = {
      id: 'other-project-keys', projectId: project.id, description: 'other', createdAt: emu.clock.now(), expiresAt: emu.clock.now() + 3_600_000,
      manuallyRevokedAt: null, publishableClientKey: null, secretServerKey: 'ssk_other_project_key', superSecretAdminKey: null,
    };
    return { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': 'ssk_other_project_key' };
  }

  it('cannot read, change, delete or verify a channel of a user of this project: the service\'s not-found answers', async () => {
    const me = await client();
    const id = ((await me.req('GET', '/contact-channels?user_id=me')).body.items as Channel[])[0]!.id;
    const headers = otherProjectServerHeaders();
    const path = `/contact-channels/${me.user_id}/${id}`;
    expectText(await call(h, 'GET', path, { headers }), 404, 'Contact channel not found.');
    expectText(await call(h, 'PATCH', path, { headers, body: { is_verified: true, value: uniqueEmail('stolen') } }), 400, 'Contact channel not found');
    expectText(await call(h, 'DELETE', path, { headers }), 400, 'Contact channel not found');
    expectKnown(await call(h, 'POST', `${path}/send-verification-code`, { headers, body: { callback_url: CALLBACK } }), 400, 'USER_ID_DOES_NOT_EXIST');
    expect((await call(h, 'GET', `/contact-channels?user_id=${me.user_id}`, { headers })).body.items).toEqual([]);
    // Nothing changed on the owner's side.
    expect((await server('GET', path)).body).toMatchObject({ id, value: me.email, is_verified: false });
  });
});
