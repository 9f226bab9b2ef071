/**
 * Issue 23: AdminApp's project permission definitions (`admin.projectPermissionDefinitions`, the official
 * …ProjectPermissionDefinition members) and the project config as data (`getConfig` / `updateConfig`, the official
 * `adminProject.getConfig()` / `updateConfig()`) and sendSignInInvitationEmail, against the in-process emulator on a fake clock.
 */
import { KnownErrors } from '../../../composition/entry-memory';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;

describe('AdminApp project permission definitions', () => {
  const defs = admin.projectPermissionDefinitions;

  it('create, list, update (omitted fields kept), delete: each at /project-permission-definitions with the admin key', async () => {
    const created = await run(defs.create({ id: 'beta_tester', description: 'Sees beta features' }));
    const record = h.lastTo('POST', '/project-permission-definitions');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ id: 'beta_tester', description: 'Sees beta features' });
    expect(created.ok && created.value).toEqual({ id: 'beta_tester', description: 'Sees beta features', containedPermissionIds: [] });

    const listed = await run(defs.list());
    expectAdminKeyRequest(h.lastTo('GET', '/project-permission-definitions'));
    expect(listed.map((d) => d.id)).toContain('beta_tester');
    // Project definitions are their own collection: not among the team ones, and no team system permission here.
    expect((await run(admin.teamPermissionDefinitions.list())).map((d) => d.id)).not.toContain('beta_tester');
    expect(listed.some((d) => d.id.startsWith('$'))).toBe(false);

    const renamed = await run(defs.update('beta_tester', { id: 'early_access' }));
    expect(h.lastTo('PATCH', '/project-permission-definitions/beta_tester').body).toEqual({ id: 'early_access', description: 'Sees beta features', contained_permission_ids: [] });
    expect(renamed.ok && renamed.value).toEqual({ id: 'early_access', description: 'Sees beta features', containedPermissionIds: [] });
    // The mutation invalidated the cached list: the next read asks again and sees the new id.
    expect((await run(defs.list())).map((d) => d.id)).toEqual(expect.arrayContaining(['early_access']));

    expect(await run(defs.delete('early_access'))).toEqual({ ok: true, value: undefined });
    expect(h.lastTo('DELETE', '/project-permission-definitions/early_access').body).toBeNull();
    expect((await run(defs.list())).map((d) => d.id)).not.toContain('early_access');
  });

  it('duplicate id, unknown id and a bad id are typed: Results for the service\'s errors, InvalidArgumentError before sending', async () => {
    expect((await run(defs.create({ id: 'reader' }))).ok).toBe(true);
    const duplicate = await run(defs.create({ id: 'reader' }));
    expect(!duplicate.ok && KnownErrors.PermissionIdAlreadyExists.isInstance(duplicate.error)).toBe(true);
    const missing = await run(defs.delete('no_such_permission'));
    expect(!missing.ok && KnownErrors.PermissionNotFound.isInstance(missing.error)).toBe(true);
    const before = h.wire.length;
    await expect(defs.update('', { description: 'x' })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(defs.create(null as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(h.wire.length).toBe(before);
  });
});

describe('AdminApp project config (getConfig, updateConfig)', () => {
  const auth = (config: Record<string, unknown>) => config.auth as { allowSignUp: boolean; password: { allowSignIn: boolean } };

  it('getConfig: GET /internal/config, the rendered tree (defaults filled in, the project\'s own settings applied)', async () => {
    const config = await run(admin.getConfig());
    expectAdminKeyRequest(h.lastTo('GET', '/internal/config'));
    expect(auth(config).allowSignUp).toBe(true);
    expect(config.sourceOfTruth).toEqual({ type: 'hosted' });
    expect((config.rbac as { permissions: Record<string, unknown> }).permissions).toHaveProperty('team_member');
  });

  it('updateConfig: PATCH of the environment override with the keys as given; getConfig and getProject then show it', async () => {
    await run(admin.getConfig());
    await run(admin.getProject());
    await run(admin.updateConfig({ 'auth.allowSignUp': false, teams: { allowClientTeamCreation: true } }));
    const record = h.lastTo('PATCH', '/internal/config/override/environment');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ config_override_string: JSON.stringify({ 'auth.allowSignUp': false, teams: { allowClientTeamCreation: true } }) });
    const config = await run(admin.getConfig());
    expect(auth(config).allowSignUp).toBe(false);
    expect((config.teams as { allowClientTeamCreation: boolean }).allowClientTeamCreation).toBe(true);
    expect((await run(admin.getProject())).config.signUpEnabled).toBe(false);
    // null unsets: back to the schema's default (sign-up allowed).
    await run(admin.updateConfig({ 'auth.allowSignUp': null }));
    expect(auth(await run(admin.getConfig())).allowSignUp).toBe(true);
  });

  it('a key the service does not know is its 400, thrown; a value that is not JSON is an InvalidArgumentError, nothing sent', async () => {
    await expect(run(admin.updateConfig({ 'auth.nope': true }))).rejects.toThrow(/auth\.nope|not valid/);
    const before = h.wire.length;
    await expect(admin.updateConfig({ 'auth.allowSignUp': Number.NaN })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(admin.updateConfig('auth.allowSignUp' as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(h.wire.length).toBe(before);
  });
});

describe('AdminApp.sendSignInInvitationEmail', () => {
  it('POST /internal/send-sign-in-invitation: the invitation mail with the callback URL in it; an untrusted URL is a Result', async () => {
    const sent = await run(admin.sendSignInInvitationEmail('invitee@example.com', 'http://localhost:3000/handler/sign-up'));
    expect(sent).toEqual({ ok: true, value: undefined });
    const record = h.lastTo('POST', '/internal/send-sign-in-invitation');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ email: 'invitee@example.com', callback_url: 'http://localhost:3000/handler/sign-up' });
    const mail = [...h.emulator.outbox.list()].reverse().find((m) => m.to === 'invitee@example.com');
    expect(mail?.type).toBe('sign_in_invitation');
    expect(mail?.body).toContain('http://localhost:3000/handler/sign-up');

    const untrusted = await run(admin.sendSignInInvitationEmail('invitee@example.com', 'https://evil.example/x'));
    expect(!untrusted.ok && KnownErrors.RedirectUrlNotWhitelisted.isInstance(untrusted.error)).toBe(true);
    const before = h.wire.length;
    await expect(admin.sendSignInInvitationEmail(42 as never, 'http://localhost:3000/')).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(admin.sendSignInInvitationEmail('a@example.com', undefined as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(h.wire.length).toBe(before);
  });
});
