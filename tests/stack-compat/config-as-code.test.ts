/**
 * portcullis/stack config as code on the admin project: pushConfig (replacing) / updatePushedConfig (merging) under
 * updateConfig's environment values, the pushed config's source, resetConfigOverrideKeys, the raw overrides per level,
 * and a refused override thrown as the official SDK throws it.
 */
import { startCompatHarness, type CompatHarness } from './compat-harness';

const GITHUB = { type: 'pushed-from-github', owner: 'acme', repo: 'shop', branch: 'main', commitHash: 'abc123', configFilePath: 'stack.config.ts' } as const;

describe('portcullis/stack config as code', () => {
  let h: CompatHarness;
  beforeAll(async () => { h = await startCompatHarness(); });
  afterAll(() => h.server.close());

  const project = () => h.adminApp().getProject();
  const teams = async () => (await (await project()).getConfig()).teams as { allowClientTeamCreation: boolean; createPersonalTeamOnSignUp: boolean };

  it('pushConfig replaces, updatePushedConfig merges and keeps the source; the environment override wins over both', async () => {
    const admin = await project();
    await admin.resetConfigOverrideKeys('environment', ['teams']);
    expect(await admin.getPushedConfigSource()).toEqual({ type: 'unlinked' });
    await admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source: GITHUB });
    expect((await teams()).allowClientTeamCreation).toBe(true);
    expect(await admin.getPushedConfigSource()).toEqual(GITHUB);

    await admin.pushConfig({ 'teams.createPersonalTeamOnSignUp': true }, { source: { type: 'pushed-from-unknown' } });
    expect(await teams()).toMatchObject({ allowClientTeamCreation: false, createPersonalTeamOnSignUp: true });
    await admin.updatePushedConfig({ 'teams.allowClientTeamCreation': true });
    expect(await teams()).toMatchObject({ allowClientTeamCreation: true, createPersonalTeamOnSignUp: true });
    expect(await admin.getPushedConfigSource()).toEqual({ type: 'pushed-from-unknown' });
    expect(await admin.getConfigOverride('branch')).toMatchObject({ 'teams.allowClientTeamCreation': true, 'teams.createPersonalTeamOnSignUp': true });

    await admin.updateConfig({ 'teams.allowClientTeamCreation': false });
    expect((await teams()).allowClientTeamCreation).toBe(false);
    await admin.resetConfigOverrideKeys('environment', ['teams.allowClientTeamCreation']);
    expect((await teams()).allowClientTeamCreation).toBe(true);

    await admin.unlinkPushedConfigSource();
    expect(await admin.getPushedConfigSource()).toEqual({ type: 'unlinked' });
    expect((await teams()).createPersonalTeamOnSignUp).toBe(true);
  });

  it('replaceConfigOverride sets a level whole; an unknown key is thrown, not resolved', async () => {
    const admin = await project();
    await admin.replaceConfigOverride('branch', { 'teams.createPersonalTeamOnSignUp': false });
    expect(await admin.getConfigOverride('branch')).toEqual({ 'teams.createPersonalTeamOnSignUp': false });
    await expect(admin.pushConfig({ 'not.aConfigKey': 1 }, { source: { type: 'unlinked' } })).rejects.toBeInstanceOf(Error);
  });
});
