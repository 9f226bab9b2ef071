/** AdminApp email templates (TSX sources at /internal/email-templates) and team permission definitions, against the emulator. */
import { EmailTemplateNotFoundError, KnownErrors } from '../../../composition/entry-memory';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;

describe('AdminApp email templates', () => {
  const RESET_ID = 'a70fb3a4-56c1-4e42-af25-49d25603abd0';
  const SOURCE = 'export function EmailTemplate() { return <><Subject value="Hi" /><NotificationCategory value="Transactional" />Hello</>; }';

  it('listEmailTemplates: GET /internal/email-templates, the built-in templates camelCased', async () => {
    const templates = await run(admin.listEmailTemplates());
    expectAdminKeyRequest(h.lastTo('GET', '/internal/email-templates'));
    expect(templates).toHaveLength(7);
    expect(templates.find((t) => t.id === RESET_ID)).toEqual({ id: RESET_ID, displayName: 'Password Reset', tsxSource: expect.stringContaining('EmailTemplate'), themeId: null });
  });

  it('on the shared email server every change is REQUIRES_CUSTOM_EMAIL_SERVER, as a Result', async () => {
    const created = await run(admin.createEmailTemplate('Welcome'));
    expect(!created.ok && KnownErrors.RequiresCustomEmailServer.isInstance(created.error)).toBe(true);
    const updated = await run(admin.updateEmailTemplate(RESET_ID, { tsxSource: SOURCE }));
    expect(!updated.ok && KnownErrors.RequiresCustomEmailServer.isInstance(updated.error)).toBe(true);
    const deleted = await run(admin.deleteEmailTemplate(RESET_ID));
    expect(!deleted.ok && KnownErrors.RequiresCustomEmailServer.isInstance(deleted.error)).toBe(true);
  });

  it('with its own SMTP server: create, update (the preview comes back), list shows both, delete', async () => {
    await run(admin.updateProject({ config: { emailConfig: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', senderName: 'Demo', senderEmail: 'noreply@example.com' } } }));
    const created = await run(admin.createEmailTemplate('Welcome'));
    if (!created.ok) throw created.error;
    expect(h.lastTo('POST', '/internal/email-templates').body).toEqual({ display_name: 'Welcome' });
    const updated = await run(admin.updateEmailTemplate(created.value.id, { tsxSource: SOURCE, themeId: false }));
    if (!updated.ok) throw updated.error;
    expect(h.lastTo('PATCH', `/internal/email-templates/${created.value.id}`).body).toEqual({ tsx_source: SOURCE, theme_id: false });
    expect(updated.value.renderedHtml).toMatch(/^<!DOCTYPE html>/);
    // Without themeId, only the source goes over the wire.
    expect((await run(admin.updateEmailTemplate(RESET_ID, { tsxSource: SOURCE }))).ok).toBe(true);
    expect(h.lastTo('PATCH', `/internal/email-templates/${RESET_ID}`).body).toEqual({ tsx_source: SOURCE });
    const listed = await run(admin.listEmailTemplates());
    expect(listed.find((t) => t.id === created.value.id)).toEqual({ id: created.value.id, displayName: 'Welcome', tsxSource: SOURCE, themeId: false });
    expect(listed.find((t) => t.id === RESET_ID)?.tsxSource).toBe(SOURCE);
    const deleted = await run(admin.deleteEmailTemplate(created.value.id));
    expect(deleted).toEqual({ ok: true, value: undefined });
    expect(h.lastTo('DELETE', `/internal/email-templates/${created.value.id}`).body).toBeNull();
    expect((await run(admin.listEmailTemplates())).map((t) => t.id)).not.toContain(created.value.id);
  });

  it('a source that does not render is EMAIL_RENDERING_ERROR with the reason in details', async () => {
    const result = await run(admin.updateEmailTemplate(RESET_ID, { tsxSource: 'export function EmailTemplate() { return <div />; }' }));
    if (result.ok || !KnownErrors.EmailRenderingError.isInstance(result.error)) throw new Error('expected EMAIL_RENDERING_ERROR');
    expect(result.error.details.error).toBe('Subject is required, import it from @stackframe/emails');
  });

  it('an unknown id is EmailTemplateNotFoundError (the service\'s 404 text); a non-UUID id is too, with no request', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const deleted = await run(admin.deleteEmailTemplate(unknownId));
    if (deleted.ok || !EmailTemplateNotFoundError.isInstance(deleted.error)) throw new Error('expected EmailTemplateNotFoundError');
    expect([deleted.error.templateId, deleted.error.serverMessage]).toEqual([unknownId, 'No template found with given id']);
    const before = h.requestsTo('PATCH', '/internal/email-templates/password_reset').length;
    const updated = await run(admin.updateEmailTemplate('password_reset', { tsxSource: SOURCE }));
    if (updated.ok || !EmailTemplateNotFoundError.isInstance(updated.error)) throw new Error('expected EmailTemplateNotFoundError');
    expect(updated.error.serverMessage).toBeNull();
    expect(h.requestsTo('PATCH', '/internal/email-templates/password_reset')).toHaveLength(before);
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

  it('update: omitted fields keep their value — the service\'s PATCH replaces the whole definition, so they are sent as they are', async () => {
    expect((await run(defs.create({ id: 'ledger', description: 'Ledger', containedPermissionIds: ['$read_members'] }))).ok).toBe(true);
    const described = await run(defs.update('ledger', { description: 'The ledger' }));
    expect(h.lastTo('PATCH', '/team-permission-definitions/ledger').body).toEqual({ description: 'The ledger', contained_permission_ids: ['$read_members'] });
    expect(described.ok && described.value).toEqual({ id: 'ledger', description: 'The ledger', containedPermissionIds: ['$read_members'] });
    await run(defs.update('ledger', { containedPermissionIds: [] }));
    expect(h.lastTo('PATCH', '/team-permission-definitions/ledger').body).toEqual({ description: 'The ledger', contained_permission_ids: [] });
    // Both given: no read first.
    const reads = h.requestsTo('GET', '/team-permission-definitions').length;
    await run(defs.update('ledger', { description: 'L', containedPermissionIds: [] }));
    expect(h.requestsTo('GET', '/team-permission-definitions')).toHaveLength(reads);
    expect((await run(defs.delete('ledger'))).ok).toBe(true);
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

describe('AdminApp.listTeamPermissionDefinitionsPaginated (issue 23: the official shape)', () => {
  it('pages by id with limit and nextCursor, and filters by query on id or description (any case)', async () => {
    for (const id of ['page_a', 'page_b', 'page_c']) await run(admin.teamPermissionDefinitions.create({ id, description: `Paged ${id.toUpperCase()}` }));
    const all = (await run(admin.teamPermissionDefinitions.list())).map((d) => d.id).sort();
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await run(admin.listTeamPermissionDefinitionsPaginated({ limit: 2, ...(cursor ? { cursor } : {}) }));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all);
    const found = await run(admin.listTeamPermissionDefinitionsPaginated({ limit: 10, query: 'matches-nothing' }));
    expect(found).toEqual({ items: [], nextCursor: null });
    const byDescription = await run(admin.listTeamPermissionDefinitionsPaginated({ limit: 2, query: 'paged' }));
    expect(byDescription.items.map((d) => d.id)).toEqual(['page_a', 'page_b']);
    expect(byDescription.nextCursor).toBe('page_b');
    expect(await run(admin.listTeamPermissionDefinitionsPaginated({ limit: 2, query: 'paged', cursor: 'page_b' }))).toEqual({
      items: [expect.objectContaining({ id: 'page_c' })], nextCursor: null,
    });
  });

  it('a limit below 1 or not a whole number is an InvalidArgumentError, before any request', async () => {
    const sent = h.wire.length;
    await expect(admin.listTeamPermissionDefinitionsPaginated({ limit: 0 })).rejects.toThrow(/limit/);
    await expect(admin.listTeamPermissionDefinitionsPaginated({ limit: 1.5 })).rejects.toThrow(/limit/);
    await expect(admin.listTeamPermissionDefinitionsPaginated(undefined as never)).rejects.toThrow(/options/);
    expect(h.wire.length).toBe(sent);
  });
});
