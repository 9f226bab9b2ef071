/** AdminApp email templates (spec shape at /email-templates) and team permission definitions, against the emulator. */
import { KnownErrors } from '../../../composition/entry-memory';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;

describe('AdminApp email templates', () => {
  it('list: GET /email-templates, one per type, all defaults at first', async () => {
    const templates = await run(admin.emailTemplates.list());
    expectAdminKeyRequest(h.lastTo('GET', '/email-templates'));
    expect(templates.map((t) => t.type)).toEqual(['email_verification', 'password_reset', 'magic_link', 'team_invitation', 'sign_in_invitation']);
    expect(templates.every((t) => t.isDefault)).toBe(true);
    expect(templates.find((t) => t.type === 'magic_link')?.subject).toBe('Sign in to {{ projectDisplayName }}: Your code is {{ otp }}');
  });

  it('update: PATCH /email-templates/{type} {subject, content}; the list then shows the override', async () => {
    const content = { type: 'doc', text: 'Click {{ link }}' };
    const updated = await run(admin.emailTemplates.update('magic_link', { subject: 'Your link', content }));
    const record = h.lastTo('PATCH', '/email-templates/magic_link');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ subject: 'Your link', content });
    expect(updated).toEqual({ type: 'magic_link', subject: 'Your link', content, isDefault: false });
    const listed = await run(admin.emailTemplates.list());
    expect(listed.find((t) => t.type === 'magic_link')).toEqual(updated);
    // Omitted fields keep their value: only the subject goes over the wire.
    await run(admin.emailTemplates.update('magic_link', { subject: 'Your link, again' }));
    expect(h.lastTo('PATCH', '/email-templates/magic_link').body).toEqual({ subject: 'Your link, again' });
  });

  it('reset: DELETE /email-templates/{type}; the default is back', async () => {
    await run(admin.emailTemplates.reset('magic_link'));
    const record = h.lastTo('DELETE', '/email-templates/magic_link');
    expectAdminKeyRequest(record);
    expect(record.body).toBeNull();
    const listed = await run(admin.emailTemplates.list());
    expect(listed.find((t) => t.type === 'magic_link')).toMatchObject({ isDefault: true, subject: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}' });
  });
});

describe('AdminApp team permission definitions', () => {
  const defs = admin.teamPermissionDefinitions;

  it('list: GET /team-permission-definitions, sorted, system ones included', async () => {
    const listed = await run(defs.list());
    expectAdminKeyRequest(h.lastTo('GET', '/team-permission-definitions'));
    const ids = listed.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['$read_members', 'team_admin', 'team_member']));
    expect(listed.find((d) => d.id === 'team_member')?.containedPermissionIds).toEqual(['$invite_members', '$read_members']);
  });

  it('create: POST with a snake_case body → 201 definition; duplicate id and unknown contained id are Results', async () => {
    const created = await run(defs.create({ id: 'billing', description: 'Sees invoices', containedPermissionIds: ['$read_members'] }));
    const record = h.lastTo('POST', '/team-permission-definitions');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ id: 'billing', description: 'Sees invoices', contained_permission_ids: ['$read_members'] });
    expect(created.ok && created.value).toEqual({ id: 'billing', description: 'Sees invoices', containedPermissionIds: ['$read_members'] });
    expect((await run(defs.list())).map((d) => d.id)).toContain('billing');

    const duplicate = await run(defs.create({ id: 'billing' }));
    expect(!duplicate.ok && KnownErrors.PermissionIdAlreadyExists.isInstance(duplicate.error)).toBe(true);
    const unknown = await run(defs.create({ id: 'auditor', containedPermissionIds: ['no_such_permission'] }));
    expect(!unknown.ok && KnownErrors.ContainedPermissionNotFound.isInstance(unknown.error)).toBe(true);
  });

  it('update: PATCH /team-permission-definitions/{id} renames and rewrites; unknown id is PERMISSION_NOT_FOUND', async () => {
    const renamed = await run(defs.update('billing', { id: 'billing_viewer', description: 'Reads invoices', containedPermissionIds: [] }));
    const record = h.lastTo('PATCH', '/team-permission-definitions/billing');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ id: 'billing_viewer', description: 'Reads invoices', contained_permission_ids: [] });
    expect(renamed.ok && renamed.value).toEqual({ id: 'billing_viewer', description: 'Reads invoices', containedPermissionIds: [] });

    const missing = await run(defs.update('no_such', { description: 'x' }));
    expect(!missing.ok && KnownErrors.PermissionNotFound.isInstance(missing.error)).toBe(true);
    const system = await run(defs.update('$read_members', { description: 'x' }));
    expect(h.requestsTo('PATCH', '/team-permission-definitions/%24read_members')).toHaveLength(1);
    expect(!system.ok && KnownErrors.PermissionNotFound.isInstance(system.error)).toBe(true);
    const taken = await run(defs.update('billing_viewer', { id: 'team_admin' }));
    expect(!taken.ok && KnownErrors.PermissionIdAlreadyExists.isInstance(taken.error)).toBe(true);
    const badContained = await run(defs.update('billing_viewer', { containedPermissionIds: ['nope'] }));
    expect(!badContained.ok && KnownErrors.ContainedPermissionNotFound.isInstance(badContained.error)).toBe(true);
  });

  it('delete: DELETE /team-permission-definitions/{id}; then gone; unknown id is PERMISSION_NOT_FOUND', async () => {
    const deleted = await run(defs.delete('billing_viewer'));
    const record = h.lastTo('DELETE', '/team-permission-definitions/billing_viewer');
    expectAdminKeyRequest(record);
    expect(deleted).toEqual({ ok: true, value: undefined });
    expect((await run(defs.list())).map((d) => d.id)).not.toContain('billing_viewer');
    const again = await run(defs.delete('billing_viewer'));
    expect(!again.ok && KnownErrors.PermissionNotFound.isInstance(again.error)).toBe(true);
  });
});
