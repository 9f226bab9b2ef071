/** Email templates as spec §7 describes them (type, subject, content, is_default), and their use by the outbox. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, signUp } from './helpers';

const { emu, h } = emulatorUnderTest({ log: () => undefined });
const TYPES = ['email_verification', 'password_reset', 'magic_link', 'team_invitation', 'sign_in_invitation'];

function expectKnown(r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

type TemplateList = { items: Array<{ type: string; subject: string; content: unknown; is_default: boolean }>; is_paginated: boolean };

describe('GET /email-templates', () => {
  it('lists the five default types, each {type, subject, content, is_default: true}', async () => {
    const r = await call<TemplateList>(h, 'GET', '/email-templates', { headers: adminHeaders() });
    expect(r.status).toBe(200);
    expect(r.body.is_paginated).toBe(false);
    expect(r.body.items.map((t) => t.type)).toEqual(TYPES);
    for (const t of r.body.items) {
      expect(Object.keys(t).sort()).toEqual(['content', 'is_default', 'subject', 'type']);
      expect(t.is_default).toBe(true);
    }
  });
  it('is admin only', async () => {
    expectKnown(await call(h, 'GET', '/email-templates', { headers: serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expectKnown(await call(h, 'PATCH', '/email-templates/magic_link', { headers: clientHeaders(), body: {} }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expectKnown(await call(h, 'DELETE', '/email-templates/magic_link', { headers: serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('PATCH and DELETE /email-templates/{type}', () => {
  it('an update sets is_default false; DELETE resets to the default', async () => {
    const r = await call(h, 'PATCH', '/email-templates/password_reset', { headers: adminHeaders(), body: { subject: 'Reset for {{ projectDisplayName }}' } });
    expect(r.body).toMatchObject({ type: 'password_reset', subject: 'Reset for {{ projectDisplayName }}', is_default: false });
    const listed = await call<TemplateList>(h, 'GET', '/email-templates', { headers: adminHeaders() });
    expect(listed.body.items.find((t) => t.type === 'password_reset')!.is_default).toBe(false);
    expect((await call(h, 'DELETE', '/email-templates/password_reset', { headers: adminHeaders() })).body).toEqual({ success: true });
    const after = await call(h, 'GET', '/email-templates/password_reset', { headers: adminHeaders() });
    expect(after.body).toMatchObject({ is_default: true, subject: 'Reset your password at {{ projectDisplayName }}' });
  });
  it('unknown types and unknown keys are SCHEMA_ERROR', async () => {
    expectKnown(await call(h, 'PATCH', '/email-templates/nope', { headers: adminHeaders(), body: { subject: 'x' } }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'PATCH', '/email-templates/magic_link', { headers: adminHeaders(), body: { subjekt: 'x' } }), 400, 'SCHEMA_ERROR');
  });
  it('content may be a JSON document', async () => {
    const content = { type: 'doc', children: [{ text: 'Code {{ otp }}' }] };
    const r = await call(h, 'PATCH', '/email-templates/sign_in_invitation', { headers: adminHeaders(), body: { content } });
    expect(r.body.content).toEqual(content);
  });
});

describe('outgoing email uses the project template', () => {
  it('an edited password_reset template shows in the outbox with its variables filled in', async () => {
    const user = await signUp(h);
    await call(h, 'PATCH', '/email-templates/password_reset', {
      headers: adminHeaders(), body: { subject: '{{ projectDisplayName }}: new password', content: 'Go to {{ passwordResetLink }} now. {{ unknownVar }}' },
    });
    const sent = await call(h, 'POST', '/auth/password/send-reset-code', { headers: clientHeaders(), body: { email: user.email, callback_url: `${DEMO.trustedDomain}/handler/password-reset` } });
    expect(sent.status).toBe(200);
    const mail = emu.outbox.latestFor(user.email, 'password_reset')!;
    expect(mail.subject).toBe(`${DEMO.displayName}: new password`);
    expect(mail.body).toBe(`Go to ${mail.link!} now. {{ unknownVar }}`);
  });
  it('the default magic_link template carries the OTP and the link', async () => {
    const email = 'otp-template@example.com';
    await call(h, 'POST', '/auth/otp/send-sign-in-code', { headers: clientHeaders(), body: { email, callback_url: `${DEMO.trustedDomain}/handler/magic-link-callback` } });
    const mail = emu.outbox.latestFor(email, 'magic_link')!;
    expect(mail.subject).toBe(`Sign in to ${DEMO.displayName}: Your code is ${mail.otp!}`); // as the real backend (issue 20)
    expect(mail.body).toContain(mail.otp!);
    expect(mail.body).toContain(mail.link!);
  });
});

describe('GET /internal/email-templates (current shape, read-only)', () => {
  it('lists {id, display_name, tsx_source} per default type', async () => {
    const r = await call<{ templates: Array<Record<string, unknown>> }>(h, 'GET', '/internal/email-templates', { headers: adminHeaders() });
    expect(r.body.templates).toHaveLength(5);
    for (const t of r.body.templates) {
      expect(Object.keys(t).sort()).toEqual(['display_name', 'id', 'tsx_source']);
      expect(t.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expectKnown(await call(h, 'GET', '/internal/email-templates', { headers: serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});
