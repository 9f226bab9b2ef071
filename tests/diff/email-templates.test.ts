/**
 * `internal/email-templates` (list, create, update, delete), every access type, good and bad inputs: first on a
 * project with its own SMTP server (templates can change), then switched to the shared email server (they cannot).
 * TSX is not rendered by the emulator (docs/protocol-notes.md, deliberate departures); everything else is compared.
 */
import { realBackend } from '../support/real-backend';
import { describeDiff } from './support/suite';

const NO_SUCH_ID = '8d4b4bd5-91a9-4d4b-8a53-5b0e6f2c1b11';
const TEMPLATE = [
  `import { Subject, NotificationCategory } from '@stackframe/emails';`,
  `export function EmailTemplate() {`,
  `  return <><Subject value="Diff template" /><NotificationCategory value="Transactional" /><div>Hello from the diff suite</div></>;`,
  `}`,
].join('\n');
const NO_SUBJECT = [
  `import { NotificationCategory } from '@stackframe/emails';`,
  `export function EmailTemplate() {`,
  `  return <><NotificationCategory value="Transactional" /><div>No subject</div></>;`,
  `}`,
].join('\n');

/** The real backend's SMTP sink (its port + 4); the emulator only stores the settings for these routes. */
const ownSmtp = () => ({
  type: 'standard', host: '127.0.0.1', port: Number(new URL(realBackend().url).port) + 4, username: 'portcullis', password: 'sink',
  sender_name: 'Portcullis diff', sender_email: 'noreply@example.com',
});

describeDiff('email templates', { config: { email_config: ownSmtp() } }, (diff) => {
  test('list, each access type', async () => {
    await diff.send('GET /internal/email-templates', 'admin', () => ({}), { status: 200 });
    for (const access of ['server', 'client', 'none'] as const) await diff.send('GET /internal/email-templates', access, () => ({}));
  });

  test('create, each access type, bad inputs', async () => {
    await diff.send('POST /internal/email-templates', 'admin', () => ({ body: { display_name: 'Diff template' } }), { status: 200, save: { id: 'id' } });
    for (const access of ['server', 'client'] as const) await diff.send('POST /internal/email-templates', access, () => ({ body: { display_name: 'Diff template' } }));
    await diff.badInputs('POST /internal/email-templates', 'admin', () => ({ body: { display_name: 'Diff template 2' } }), {
      'body.display_name': ['missing', 'null'],
    });
    await diff.send('GET /internal/email-templates', 'admin', () => ({}), { status: 200 });
  });

  test('update, each access type, bad inputs and a source that does not render', async () => {
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: TEMPLATE } }), { status: 200 });
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: TEMPLATE, theme_id: false } }), { status: 200 });
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: TEMPLATE, theme_id: null } }), { status: 200 });
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: NO_SUBJECT } }));
    // Built and run (issue 31): a template that throws, and one that is not valid TSX (upstream's sources).
    const THROWS = "import { Subject, NotificationCategory } from '@stackframe/emails';\nexport const variablesSchema = (v) => v;\nexport function EmailTemplate() {\n  throw new Error('Intentional error from template');\n}\n";
    const INVALID_TSX = '\nexport function EmailTemplate() {\n  return <div><span>unclosed tag\n}\n';
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: THROWS } }), { status: 400 });
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: INVALID_TSX } }), { status: 400 });
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', () => ({ params: { templateId: NO_SUCH_ID }, body: { tsx_source: TEMPLATE } }));
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', () => ({ params: { templateId: 'not-a-uuid' }, body: { tsx_source: TEMPLATE } }));
    for (const access of ['server', 'client'] as const) {
      await diff.send('PATCH /internal/email-templates/{templateId}', access, (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: TEMPLATE } }));
    }
    await diff.badInputs('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') }, body: { tsx_source: TEMPLATE } }), {
      // (Not a number: the service casts it to a string and renders that as TSX — rendering is a deliberate departure.)
      'body.tsx_source': ['missing', 'null'],
      'body.theme_id': ['type', { label: 'not a uuid', value: 'not-a-uuid' }, { label: 'true', value: true }],
    });
    await diff.send('GET /internal/email-templates', 'admin', () => ({}), { status: 200 });
  });

  test('delete, each access type, twice, unknown and malformed ids', async () => {
    for (const access of ['server', 'client'] as const) {
      await diff.send('DELETE /internal/email-templates/{templateId}', access, (t) => ({ params: { templateId: t.var('id') } }));
    }
    await diff.send('DELETE /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') } }), { status: 200 });
    await diff.send('DELETE /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('id') } }));
    await diff.send('DELETE /internal/email-templates/{templateId}', 'admin', () => ({ params: { templateId: 'not-a-uuid' } }));
    await diff.send('GET /internal/email-templates', 'admin', () => ({}), { status: 200 });
  });

  test('create with names the service accepts as they are (listed no more: the project\'s own templates come in id order)', async () => {
    await diff.badInputs('POST /internal/email-templates', 'admin', () => ({ body: { display_name: 'Diff template 2' } }), {
      'body.display_name': ['type', 'empty', 'long'],
    }, { unknown: false });
  });

  test('on the shared email server: the built-in templates, and no changes', async () => {
    await diff.send('POST /internal/email-templates', 'admin', () => ({ body: { display_name: 'Kept' } }), { status: 200, save: { kept: 'id' } });
    // The switch itself is not compared here (the project view is the admin area's: tests/diff/admin-*).
    for (const t of diff.targets) {
      const switched = await t.request('PATCH', '/api/v1/internal/projects/current', 'admin', { body: { config: { email_config: { type: 'shared' } } } });
      expect([t.name, switched.status]).toEqual([t.name, 200]);
    }
    await diff.send('GET /internal/email-templates', 'admin', () => ({}), { status: 200 });
    await diff.send('POST /internal/email-templates', 'admin', () => ({ body: { display_name: 'Refused' } }));
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('kept') }, body: { tsx_source: TEMPLATE } }));
    await diff.send('PATCH /internal/email-templates/{templateId}', 'admin', () => ({ params: { templateId: NO_SUCH_ID }, body: { tsx_source: TEMPLATE } }));
    await diff.send('DELETE /internal/email-templates/{templateId}', 'admin', (t) => ({ params: { templateId: t.var('kept') } }));
    await diff.send('DELETE /internal/email-templates/{templateId}', 'admin', () => ({ params: { templateId: 'not-a-uuid' } }));
  });
});
