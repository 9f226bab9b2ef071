/**
 * Issue 30: config as code in AdminApp (`pushConfig`, `updatePushedConfig`, `getPushedConfigSource`,
 * `unlinkPushedConfigSource`, `resetConfigOverrideKeys`, `getConfigOverride`, the official AdminProject members),
 * against the in-process emulator on a fake clock.
 */
import { ConfigOverrideRejectedError } from '../../../domain/errors/config-override-rejected-error';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import type { PushedConfigSource } from '../../../domain/entities/project-config-tree';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;
const UNLINKED = { source: { type: 'unlinked' } } as const;
const GITHUB: PushedConfigSource = { type: 'pushed-from-github', owner: 'acme', repo: 'shop', branch: 'main', commitHash: 'abc123', configFilePath: 'stack.config.ts' };
const teams = async () => (await run(admin.getConfig())).teams as { allowClientTeamCreation: boolean; createPersonalTeamOnSignUp: boolean };

beforeAll(async () => {
  // The demo project's environment override sets every team flag; without them the pushed values show through.
  await run(admin.resetConfigOverrideKeys('environment', ['teams']));
});

describe('pushConfig and updatePushedConfig', () => {
  it('pushConfig: PUT of the branch override with its source (snake_case on the wire); getConfig shows it', async () => {
    await run(admin.getConfig());
    expect(await run(admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source: GITHUB }))).toEqual({ ok: true, value: undefined });
    const record = h.lastTo('PUT', '/internal/config/override/branch');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({
      config_string: JSON.stringify({ 'teams.allowClientTeamCreation': true }),
      source: { type: 'pushed-from-github', owner: 'acme', repo: 'shop', branch: 'main', commit_hash: 'abc123', config_file_path: 'stack.config.ts' },
    });
    expect((await teams()).allowClientTeamCreation).toBe(true);
    expect(await run(admin.getPushedConfigSource())).toEqual(GITHUB);
  });

  it('a second push replaces the first; updatePushedConfig merges and keeps the source', async () => {
    await run(admin.pushConfig({ 'teams.createPersonalTeamOnSignUp': true }, { source: GITHUB }));
    expect(await teams()).toMatchObject({ allowClientTeamCreation: false, createPersonalTeamOnSignUp: true });
    expect((await run(admin.updatePushedConfig({ 'teams.allowClientTeamCreation': true }))).ok).toBe(true);
    expect(h.lastTo('PATCH', '/internal/config/override/branch').body).toEqual({ config_override_string: JSON.stringify({ 'teams.allowClientTeamCreation': true }) });
    expect(await teams()).toMatchObject({ allowClientTeamCreation: true, createPersonalTeamOnSignUp: true });
    expect((await run(admin.getPushedConfigSource())).type).toBe('pushed-from-github');
    expect(await run(admin.getConfigOverride('branch'))).toEqual({ 'teams.createPersonalTeamOnSignUp': true, 'teams.allowClientTeamCreation': true });
  });

  it('updateConfig (the environment) wins over the pushed config; resetting the key lets the push show again', async () => {
    await run(admin.pushConfig({ 'teams.allowClientTeamCreation': true }, UNLINKED));
    await run(admin.updateConfig({ 'teams.allowClientTeamCreation': false }));
    expect((await teams()).allowClientTeamCreation).toBe(false);
    await run(admin.resetConfigOverrideKeys('environment', ['teams.allowClientTeamCreation']));
    expect(h.lastTo('POST', '/internal/config/override/environment/reset-keys').body).toEqual({ keys: ['teams.allowClientTeamCreation'] });
    expect((await teams()).allowClientTeamCreation).toBe(true);
    expect(await run(admin.getConfigOverride('environment'))).not.toHaveProperty(['teams.allowClientTeamCreation']);
  });

  it('the service\'s refusals are ConfigOverrideRejectedError results with its words', async () => {
    const unknown = await run(admin.pushConfig({ 'nonExistentField.value': true }, UNLINKED));
    expect(!unknown.ok && ConfigOverrideRejectedError.isInstance(unknown.error) && unknown.error.serverMessage).toMatch(/nonExistentField/);
    const secret = await run(admin.updatePushedConfig({
      'auth.oauth.providers.google': { type: 'google', isShared: false, clientId: 'id', clientSecret: 'secret', allowSignIn: true, allowConnectedAccounts: true },
    }));
    expect(!secret.ok && secret.error).toMatchObject({ level: 'branch', serverMessage: 'auth.oauth.providers.google contains unknown properties: isShared, clientId, clientSecret' });
    const provider = await run(admin.pushConfig({ 'auth.oauth.providers.my_provider': { type: 'google', allowSignIn: true, allowConnectedAccounts: true } }, UNLINKED));
    expect(provider.ok).toBe(true);
    const providers = async () => ((await run(admin.getConfig())).auth as { oauth: { providers: Record<string, unknown> } }).oauth.providers;
    // The levels merge as writes do: the environment's whole `auth.oauth.providers` key hides the branch's entry.
    expect(Object.keys(await providers())).toEqual(['github']);
    await run(admin.resetConfigOverrideKeys('environment', ['auth.oauth.providers']));
    expect(Object.keys(await providers())).toEqual(['my_provider']);
  });
});

describe('the source and resetting keys', () => {
  it('unlinkPushedConfigSource: DELETE /internal/config/source; the pushed config stays', async () => {
    await run(admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source: { type: 'pushed-from-unknown' } }));
    expect((await run(admin.getPushedConfigSource())).type).toBe('pushed-from-unknown');
    await run(admin.unlinkPushedConfigSource());
    expectAdminKeyRequest(h.lastTo('DELETE', '/internal/config/source'));
    expect(await run(admin.getPushedConfigSource())).toEqual({ type: 'unlinked' });
    expect((await teams()).allowClientTeamCreation).toBe(true);
  });

  it('resetConfigOverrideKeys on the branch: a parent key takes its children; an unknown key changes nothing', async () => {
    await run(admin.pushConfig({ 'teams.allowClientTeamCreation': true, 'users.allowClientUserDeletion': true }, UNLINKED));
    await run(admin.resetConfigOverrideKeys('branch', ['teams', 'no.such.key']));
    expect(await run(admin.getConfigOverride('branch'))).toEqual({ 'users.allowClientUserDeletion': true });
  });

  it('replaceConfigOverride: the branch keeps its source; a refused environment override names its level', async () => {
    await run(admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source: GITHUB }));
    expect((await run(admin.replaceConfigOverride('branch', { 'users.allowClientUserDeletion': true }))).ok).toBe(true);
    expect(h.lastTo('PUT', '/internal/config/override/branch').body).toMatchObject({ source: { type: 'pushed-from-github', commit_hash: 'abc123' } });
    expect(await run(admin.getConfigOverride('branch'))).toEqual({ 'users.allowClientUserDeletion': true });
    const refused = await run(admin.replaceConfigOverride('environment', { 'nonExistentField.value': true }));
    expect(!refused.ok && refused.error).toMatchObject({ level: 'environment', serverMessage: expect.stringMatching(/nonExistentField/) });
  });

  it('bad arguments are InvalidArgumentErrors, with nothing sent', async () => {
    const before = h.wire.length;
    await expect(admin.resetConfigOverrideKeys('project' as never, ['teams'])).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(admin.resetConfigOverrideKeys('branch', 'teams' as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(admin.pushConfig({ a: 1 }, { source: { type: 'elsewhere' } as never })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(admin.pushConfig({ a: 1 }, { source: { type: 'pushed-from-github', owner: 'o' } as never })).rejects.toThrow(/options\.source\.repo/);
    await expect(admin.getConfigOverride('organization' as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(h.wire.length).toBe(before);
  });
});
