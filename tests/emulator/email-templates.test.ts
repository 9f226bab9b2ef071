/**
 * Email templates as the current service serves them (`/internal/email-templates`: TSX sources, admin only), facts
 * from the real backend's route handlers and its own endpoint tests; and the mail the outbox sends with them.
 */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders } from './helpers';
import { BUILT_IN_TEMPLATES } from '../../emulator/email-templates/catalogue';
import { orderedTemplates } from '../../emulator/email-templates/store';

const { emu, h } = emulatorUnderTest({ log: () => undefined });

const PASSWORD_RESET_ID = 'a70fb3a4-56c1-4e42-af25-49d25603abd0';
const BUILT_IN = [
  ['e7d009ce-8d47-4528-b245-5bf119f2ffa3', 'Email Verification'],
  [PASSWORD_RESET_ID, 'Password Reset'],
  ['822687fe-8d0a-4467-a0d1-416b6e639478', 'Magic Link/OTP'],
  ['e84de395-2076-4831-9c19-8e9a96a868e4', 'Team Invitation'],
  ['066dd73c-36da-4fd0-b6d6-ebf87683f8bc', 'Sign In Invitation'],
  ['70372aee-0441-4d80-974c-2e858e40123a', 'Payment Receipt'],
  ['f64b1afe-27ec-4a28-a277-7178f3261f9a', 'Payment Failed'],
];
const CUSTOM_SMTP = { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'Demo', sender_email: 'noreply@example.com' };
const SOURCE = [
  `import { Subject, NotificationCategory } from '@stackframe/emails';`,
  `export function EmailTemplate() {`,
  `  return <><Subject value="Hello" /><NotificationCategory value="Transactional" /><div>Hi & welcome</div></>;`,
  `}`,
].join('\n');

type Template = { id: string; display_name: string; tsx_source: string; theme_id?: string | false | null };
type Reply = Awaited<ReturnType<typeof call<Record<string, unknown>>>>;

function expectKnown(r: Reply, status: number, code: string, message?: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
  if (message !== undefined) expect(r.body.error).toBe(message);
}
const REQUIRES_SMTP = 'This action requires a custom SMTP server. Please edit your email server configuration and try again.';

const listTemplates = async (): Promise<Template[]> =>
  (await call<{ templates: Template[] }>(h, 'GET', '/internal/email-templates', { headers: adminHeaders() })).body.templates;

describe('on the shared email server (the default)', () => {
  it('the project\'s own templates follow the built-in ones, in id order (the service keeps them in a jsonb object)', () => {
    const own = { displayName: 'x', tsxSource: 'x' };
    const ids = orderedTemplates({ 'ffffffff-0000-4000-8000-000000000000': own, ...BUILT_IN_TEMPLATES, '00000000-0000-4000-8000-000000000000': own }).map(([id]) => id);
    expect(ids).toEqual([...Object.keys(BUILT_IN_TEMPLATES), '00000000-0000-4000-8000-000000000000', 'ffffffff-0000-4000-8000-000000000000']);
  });
  it('GET lists the seven built-in templates: {id, display_name, tsx_source}, no theme_id', async () => {
    const templates = await listTemplates();
    expect(templates.map((t) => [t.id, t.display_name])).toEqual(BUILT_IN);
    for (const t of templates) {
      expect(Object.keys(t).sort()).toEqual(['display_name', 'id', 'tsx_source']);
      expect(t.tsx_source).toMatch(/export function EmailTemplate/);
    }
  });
  it('POST, PATCH and DELETE are REQUIRES_CUSTOM_EMAIL_SERVER', async () => {
    expectKnown(await call(h, 'POST', '/internal/email-templates', { headers: adminHeaders(), body: { display_name: 'x' } }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER', REQUIRES_SMTP);
    expectKnown(await call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source: SOURCE } }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER', REQUIRES_SMTP);
    expectKnown(await call(h, 'DELETE', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders() }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER', REQUIRES_SMTP);
  });
  it('is admin only', async () => {
    expectKnown(await call(h, 'GET', '/internal/email-templates', { headers: serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expectKnown(await call(h, 'POST', '/internal/email-templates', { headers: clientHeaders(), body: { display_name: 'x' } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expectKnown(await call(h, 'DELETE', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
  it('the legacy /email-templates routes are gone', async () => {
    expect((await call(h, 'GET', '/email-templates', { headers: adminHeaders() })).status).toBe(404);
    expect((await call(h, 'PATCH', '/email-templates/magic_link', { headers: adminHeaders(), body: { subject: 'x' } })).status).toBe(404);
  });
});

describe('with the project\'s own SMTP server', () => {
  beforeAll(async () => {
    const r = await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { email_config: CUSTOM_SMTP } } });
    expect(r.status).toBe(200);
  });

  it('POST {display_name} creates a template with a starter source; GET lists it without theme_id (null is left out, as the service)', async () => {
    const created = await call<{ id: string }>(h, 'POST', '/internal/email-templates', { headers: adminHeaders(), body: { display_name: 'Welcome' } });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body)).toEqual(['id']);
    const mine = (await listTemplates()).find((t) => t.id === created.body.id);
    expect(mine).toEqual({ id: created.body.id, display_name: 'Welcome', tsx_source: expect.stringMatching(/<Subject /) });
  });

  it('PATCH {tsx_source, theme_id} saves a source that has EmailTemplate, Subject and NotificationCategory; answers {rendered_html}', async () => {
    const r = await call<{ rendered_html: string }>(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source: SOURCE, theme_id: false } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['rendered_html']);
    expect(r.body.rendered_html).toMatch(/^<!DOCTYPE html>/);
    expect(r.body.rendered_html).toContain('Hi &amp; welcome');
    expect((await listTemplates()).find((t) => t.id === PASSWORD_RESET_ID)).toEqual({ id: PASSWORD_RESET_ID, display_name: 'Password Reset', tsx_source: SOURCE, theme_id: false });
  });

  it('a source without Subject or NotificationCategory is EMAIL_RENDERING_ERROR in the service\'s words, and is not saved', async () => {
    const noSubject = SOURCE.replace('<Subject value="Hello" />', '');
    const r = await call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source: noSubject } });
    expectKnown(r, 400, 'EMAIL_RENDERING_ERROR', 'Failed to render email with theme: Subject is required, import it from @stackframe/emails');
    expect(r.body.details).toEqual({ error: 'Subject is required, import it from @stackframe/emails' });
    const noCategory = SOURCE.replace('<NotificationCategory value="Transactional" />', '');
    const r2 = await call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source: noCategory } });
    expectKnown(r2, 400, 'EMAIL_RENDERING_ERROR', 'Failed to render email with theme: NotificationCategory is required, import it from @stackframe/emails');
    const noExport = SOURCE.replace('export function EmailTemplate', 'function Other');
    expectKnown(await call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source: noExport } }), 400, 'EMAIL_RENDERING_ERROR');
    expect((await listTemplates()).find((t) => t.id === PASSWORD_RESET_ID)?.tsx_source).toBe(SOURCE);
  });

  it('a source that is not valid TSX or whose EmailTemplate throws is EMAIL_RENDERING_ERROR (built and run with esbuild), and is not saved', async () => {
    const patch = (tsx_source: string) => call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source } });
    const invalid = await patch('\nexport function EmailTemplate() {\n  return <div><span>unclosed tag\n}\n');
    const syntax = 'Build failed with 2 errors:\nvirtual:/template.tsx:4:0: ERROR: The character "}" is not valid inside a JSX element\n'
      + 'virtual:/template.tsx:5:0: ERROR: Unexpected end of file before a closing "span" tag';
    expectKnown(invalid, 400, 'EMAIL_RENDERING_ERROR', `Failed to render email with theme: ${syntax}`);
    const throws = await patch(SOURCE.replace('export function EmailTemplate() {', 'export function EmailTemplate() {\n  throw new Error("Intentional error from template");'));
    expectKnown(throws, 400, 'EMAIL_RENDERING_ERROR', 'Failed to render email with theme: Intentional error from template');
    const loops = await patch(SOURCE.replace('export function EmailTemplate() {', 'export function EmailTemplate() {\n  for (;;) {}'));
    expectKnown(loops, 400, 'EMAIL_RENDERING_ERROR');
    expect((await listTemplates()).find((t) => t.id === PASSWORD_RESET_ID)?.tsx_source).toBe(SOURCE);
  });

  it('an unknown id is a plain-text 404; an id that is not a UUID or a body without tsx_source is SCHEMA_ERROR', async () => {
    const unknownId = '00000000-0000-0000-0000-000000000000';
    for (const r of [
      await call(h, 'PATCH', `/internal/email-templates/${unknownId}`, { headers: adminHeaders(), body: { tsx_source: SOURCE } }),
      await call(h, 'DELETE', `/internal/email-templates/${unknownId}`, { headers: adminHeaders() }),
    ]) {
      expect([r.status, r.headers.get('x-stack-known-error'), r.text]).toEqual([404, null, 'No template found with given id']);
    }
    expectKnown(await call(h, 'DELETE', '/internal/email-templates/password_reset', { headers: adminHeaders() }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: {} }), 400, 'SCHEMA_ERROR');
    const dark = await call(h, 'PATCH', `/internal/email-templates/${PASSWORD_RESET_ID}`, { headers: adminHeaders(), body: { tsx_source: SOURCE, theme_id: 'dark' } });
    expectKnown(dark, 400, 'SCHEMA_ERROR');
    expect(dark.body.error).toMatch(/\n {2}- body\.theme_id is invalid$/);
    const extra = await call(h, 'POST', '/internal/email-templates', { headers: adminHeaders(), body: { display_name: 'x', subject: 'y' } });
    expect([extra.status, extra.body.error]).toEqual([400, expect.stringMatching(/\n {2}- body contains unknown properties: subject$/)]);
  });

  it('DELETE answers {} and the template is gone from the list', async () => {
    const created = await call<{ id: string }>(h, 'POST', '/internal/email-templates', { headers: adminHeaders(), body: { display_name: 'Short-lived' } });
    const r = await call(h, 'DELETE', `/internal/email-templates/${created.body.id}`, { headers: adminHeaders() });
    expect([r.status, r.body]).toEqual([200, {}]);
    expect((await listTemplates()).map((t) => t.id)).not.toContain(created.body.id);
  });

  it('back on the shared server, the built-in templates are listed again', async () => {
    await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { email_config: { type: 'shared' } } } });
    expect((await listTemplates()).map((t) => [t.id, t.display_name])).toEqual(BUILT_IN);
  });
});

describe('outgoing mail', () => {
  it('the sign-in code mail carries the code in its subject, as the service words it, and the link in its body', async () => {
    const email = 'otp-template@example.com';
    await call(h, 'POST', '/auth/otp/send-sign-in-code', { headers: clientHeaders(), body: { email, callback_url: `${DEMO.trustedDomain}/handler/magic-link-callback` } });
    const mail = emu.outbox.latestFor(email, 'magic_link')!;
    expect(mail.subject).toBe(`Sign in to ${DEMO.displayName}: Your code is ${mail.otp!}`);
    expect(mail.body).toContain(mail.otp!);
    expect(mail.body).toContain(mail.link!);
  });
});
