/**
 * Seeded state: the `internal` dashboard project with an owner, and a demo project with fixed id and keys
 * so docs, the demo app and tests can hard-code them. Every fixed value is exported for the CLI banner.
 */
import type { EmulatorCore } from '../core';
import type { ApiKeySetRecord, ProjectRecord } from './records';
import { newProjectRecord } from './project-defaults';
import { addTeamMember, insertTeam } from './teams';
import { insertUser } from './users';

export const SEED = {
  internalProjectId: 'internal',
  owner: {
    id: 'a2fee363-17d2-4600-8aa3-655b76e345ac',
    email: 'owner@portcullis.dev',
    password: 'portcullis-owner',
    /** bcrypt (cost 10) of `password`, precomputed so seeding and reset cost no hashing time. */
    passwordHash: '$2b$10$vclrJmyGO8DR8ikZqLIvr.ja/0BTTz/x1R5VReigiAednQ0d87JO2',
  },
  ownerTeamId: 'a0dbee13-dec8-4a21-b8a6-13765ec327d6',
  /** The `internal` project's keys, as the real backend seeds them from its STACK_SEED_INTERNAL_PROJECT_* variables. */
  internalKeys: {
    apiKeySetId: 'e3c1b0f4-5a0d-4c57-9f0e-2b8d3b6f1a70',
    publishableClientKey: 'pck_internal0emulator0dashboard0keys0000000000000',
    secretServerKey: 'ssk_internal0emulator0dashboard0keys0000000000000',
    superSecretAdminKey: 'sak_internal0emulator0dashboard0keys0000000000000',
  },
  demo: {
    projectId: '47963024-e528-46df-87fd-93705e3589ef',
    displayName: 'Portcullis Demo',
    apiKeySetId: 'b5c60efb-dd1e-475f-92a3-a1a224c2c68d',
    publishableClientKey: 'pck_rswfajspgn0vf5msf0fgqcmp7ep2mvw0smwwgfk81hxqd',
    secretServerKey: 'ssk_qvmmdb6ph5qk7hmf2gkxt6x987w2dc4chx87ydgezx1wc',
    superSecretAdminKey: 'sak_4qj4de2r9y6e5602ddts4jwndrqn9m543mk2sjxgdvzm5',
    trustedDomain: 'http://localhost:5173',
    oauthProvider: { id: 'github', clientId: 'emulator-github-client', clientSecret: 'emulator-github-secret' },
  },
} as const;

const HUNDRED_YEARS_MS = 100 * 365 * 24 * 3600 * 1000;

function seedInternal(core: EmulatorCore): void {
  const now = core.clock.now();
  const internal = newProjectRecord(SEED.internalProjectId, 'Stack Dashboard', now, null);
  internal.config.magicLinkEnabled = true;
  internal.config.clientTeamCreationEnabled = true;
  // As the real backend's seeded `internal` project: every dashboard user gets a personal team (new-project relies on it).
  internal.config.createTeamOnSignUp = true;
  core.state.projects[internal.id] = internal;
  // Fixed ids so an owner id or team id noted down survives a restart without --data.
  const owner = insertUser(core, internal.id, {
    id: SEED.owner.id, email: SEED.owner.email, emailVerified: true, passwordHash: SEED.owner.passwordHash,
    displayName: 'Emulator Owner',
  });
  const team = insertTeam(core, internal.id, 'Emulator Owner\'s Team', SEED.ownerTeamId);
  addTeamMember(core, team, owner.id, internal.config.teamCreatorDefaultPermissions);
  owner.selectedTeamId = team.id;
  const k = SEED.internalKeys;
  core.state.apiKeySets[k.apiKeySetId] = {
    id: k.apiKeySetId, projectId: internal.id, description: 'Internal project keys', createdAt: now,
    expiresAt: now + HUNDRED_YEARS_MS, manuallyRevokedAt: null,
    publishableClientKey: k.publishableClientKey, secretServerKey: k.secretServerKey, superSecretAdminKey: k.superSecretAdminKey,
  };
}

function seedDemo(core: EmulatorCore): void {
  const now = core.clock.now();
  const demo: ProjectRecord = newProjectRecord(SEED.demo.projectId, SEED.demo.displayName, now, SEED.ownerTeamId);
  Object.assign(demo.config, {
    allowLocalhost: true, credentialEnabled: true, magicLinkEnabled: true, passkeyEnabled: true,
    clientTeamCreationEnabled: true, clientUserDeletionEnabled: true,
    domains: [{ domain: SEED.demo.trustedDomain, handlerPath: '/handler' }],
    oauthProviders: [{ id: SEED.demo.oauthProvider.id, type: 'standard', clientId: SEED.demo.oauthProvider.clientId, clientSecret: SEED.demo.oauthProvider.clientSecret }],
  });
  core.state.projects[demo.id] = demo;
  const keys: ApiKeySetRecord = {
    id: SEED.demo.apiKeySetId, projectId: demo.id, description: 'Emulator demo keys', createdAt: now,
    expiresAt: now + HUNDRED_YEARS_MS, manuallyRevokedAt: null,
    publishableClientKey: SEED.demo.publishableClientKey, secretServerKey: SEED.demo.secretServerKey,
    superSecretAdminKey: SEED.demo.superSecretAdminKey,
  };
  core.state.apiKeySets[keys.id] = keys;
}

/** Fills an empty state with the seed (the caller provides the empty tables). */
export function seedState(core: EmulatorCore): void {
  seedInternal(core);
  seedDemo(core);
}
