/**
 * Against the real backend, through the admin app: config as code (issue 30) — pushConfig / updatePushedConfig (the
 * branch override) under updateConfig (the environment's), resetConfigOverrideKeys, getConfigOverride, the pushed
 * config's source, and the service's refusals as ConfigOverrideRejectedError results.
 */
import { ConfigOverrideRejectedError, type PushedConfigSource } from '../../composition/entry-node';
import { describeReal, newProject } from '../support/real-backend';
import { appsFor, errorOf, type ProjectApps } from './node-apps';

const UNLINKED = { source: { type: 'unlinked' } } as const;
const GITHUB: PushedConfigSource = { type: 'pushed-from-github', owner: 'myorg', repo: 'myrepo', branch: 'main', commitHash: 'abc123', configFilePath: 'stack.config.ts' };

describeReal('real backend: config as code (push, update, reset keys, source, how levels merge)', () => {
  let admin: ReturnType<ProjectApps['admin']>;
  const teams = async () => (await admin.getConfig()).teams as { allowClientTeamCreation: boolean; createPersonalTeamOnSignUp: boolean };
  beforeAll(async () => {
    admin = appsFor(await newProject({ name: 'portcullis-real-config-as-code' })).admin();
    // The test project's creation wrote the team flags into the environment override, which would hide a push.
    await admin.resetConfigOverrideKeys('environment', ['teams']);
  });

  it('the source is unlinked before any push; a push sets the config and its source', async () => {
    expect(await admin.getPushedConfigSource()).toEqual({ type: 'unlinked' });
    expect(await admin.pushConfig({ 'teams.allowClientTeamCreation': true, 'teams.createPersonalTeamOnSignUp': true }, { source: GITHUB })).toEqual({ ok: true, value: undefined });
    expect(await teams()).toEqual({ allowClientTeamCreation: true, createPersonalTeamOnSignUp: true });
    expect(await admin.getPushedConfigSource()).toEqual(GITHUB);
  });

  it('a push replaces the one before; updatePushedConfig merges into it and keeps the source', async () => {
    await admin.pushConfig({ 'auth.passkey.allowSignIn': true }, { source: GITHUB });
    expect(await teams()).toEqual({ allowClientTeamCreation: false, createPersonalTeamOnSignUp: false });
    expect((await admin.updatePushedConfig({ 'teams.createPersonalTeamOnSignUp': true })).ok).toBe(true);
    expect(await admin.getConfigOverride('branch')).toEqual({ 'auth.passkey.allowSignIn': true, 'teams.createPersonalTeamOnSignUp': true });
    expect((await teams()).createPersonalTeamOnSignUp).toBe(true);
    expect((await admin.getPushedConfigSource()).type).toBe('pushed-from-github');
  });

  it('updateConfig wins over the push; resetting the environment key lets the push show again', async () => {
    await admin.updateConfig({ 'teams.createPersonalTeamOnSignUp': false });
    expect((await teams()).createPersonalTeamOnSignUp).toBe(false);
    await admin.resetConfigOverrideKeys('environment', ['teams.createPersonalTeamOnSignUp', 'no.such.key']);
    expect((await teams()).createPersonalTeamOnSignUp).toBe(true);
    expect(await admin.getConfigOverride('environment')).not.toHaveProperty(['teams.createPersonalTeamOnSignUp']);
  });

  it('unlinking keeps the config; a branch reset takes a key with everything below it', async () => {
    await admin.unlinkPushedConfigSource();
    expect(await admin.getPushedConfigSource()).toEqual({ type: 'unlinked' });
    expect((await teams()).createPersonalTeamOnSignUp).toBe(true);
    await admin.pushConfig({ 'teams.allowClientTeamCreation': true, 'users.allowClientUserDeletion': true }, { source: { type: 'pushed-from-unknown' } });
    expect((await admin.getPushedConfigSource()).type).toBe('pushed-from-unknown');
    await admin.resetConfigOverrideKeys('branch', ['teams']);
    expect(await admin.getConfigOverride('branch')).toEqual({ 'users.allowClientUserDeletion': true });
    // replaceConfigOverride on the branch keeps the source it had.
    expect((await admin.replaceConfigOverride('branch', { 'teams.createPersonalTeamOnSignUp': true })).ok).toBe(true);
    expect(await admin.getConfigOverride('branch')).toEqual({ 'teams.createPersonalTeamOnSignUp': true });
    expect((await admin.getPushedConfigSource()).type).toBe('pushed-from-unknown');
  });

  it('refusals: an unknown key, an environment-only OAuth field on the branch, an unknown provider type', async () => {
    const unknown = errorOf(await admin.pushConfig({ 'nonExistentField.value': true }, UNLINKED));
    expect(ConfigOverrideRejectedError.isInstance(unknown) && unknown.serverMessage).toBe('The key "nonExistentField.value" is not valid (nested object not found in schema: "nonExistentField").');
    const secret = errorOf(await admin.updatePushedConfig({
      'auth.oauth.providers.google': { type: 'google', isShared: false, clientId: 'id', clientSecret: 'secret', allowSignIn: true, allowConnectedAccounts: true },
    }));
    expect(secret.serverMessage).toBe('auth.oauth.providers.google contains unknown properties: isShared, clientId, clientSecret');
    const type = errorOf(await admin.pushConfig({ 'auth.oauth.providers.x1': { type: 'not-a-real-provider', allowSignIn: true } }, UNLINKED));
    expect(type.serverMessage).toMatch(/^auth\.oauth\.providers\.x1\.type must be one of the following values: google, github/);
  });

  it('levels merge as writes do: the environment\'s whole `auth.oauth.providers` hides a pushed provider until it is reset', async () => {
    const providers = async () => ((await admin.getConfig()).auth as { oauth: { providers: Record<string, unknown> } }).oauth.providers;
    // A branch provider with its switches only is accepted.
    expect((await admin.pushConfig({ 'auth.oauth.providers.my_provider': { type: 'google', allowSignIn: true, allowConnectedAccounts: true } }, UNLINKED)).ok).toBe(true);
    // The test project's creation wrote its providers as one key, which replaces everything below it from the branch.
    expect(Object.keys(await providers()).sort()).toEqual(['github', 'google', 'microsoft', 'spotify']);
    await admin.resetConfigOverrideKeys('environment', ['auth.oauth.providers']);
    expect(await providers()).toEqual({ my_provider: expect.objectContaining({ type: 'google', allowSignIn: true, allowConnectedAccounts: true }) });
  });
});
