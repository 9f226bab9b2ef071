/**
 * The part of the service's config schema (upstream packages/stack-shared/src/config/schema.ts) the emulator knows:
 * which top-level keys each override level has, which objects are fully known (an unknown child is "not valid"),
 * and the boolean leaves that map onto the emulator's project config (protocol §2.16).
 */
import type { ProjectConfig } from '../state/records';

export type OverrideLevel = 'project' | 'branch' | 'environment';
export const OVERRIDE_LEVELS = ['project', 'branch', 'environment'] as const;

/** Top-level keys of each level's schema (project: `sourceOfTruth` and `project`, which the lower levels still accept). */
const BRANCH_TOP = ['sourceOfTruth', 'project', 'rbac', 'teams', 'users', 'onboarding', 'apiKeys', 'apps', 'domains', 'auth', 'emails', 'payments', 'dbSync', 'dataVault'];
export const TOP_LEVEL_KEYS: Record<OverrideLevel, readonly string[]> = {
  project: ['sourceOfTruth', 'project'],
  branch: BRANCH_TOP,
  environment: [...BRANCH_TOP, 'analytics'],
};

type BooleanField = { [K in keyof ProjectConfig]: ProjectConfig[K] extends boolean ? K : never }[keyof ProjectConfig];

/** A boolean leaf of the schema and the project-config flag it sets; `default` is the schema's default. */
export interface ModelledLeaf {
  field: BooleanField;
  default: boolean;
  environmentOnly?: boolean;
}

export const MODELLED_LEAVES: Readonly<Record<string, ModelledLeaf>> = {
  'auth.allowSignUp': { field: 'signUpEnabled', default: true },
  'auth.password.allowSignIn': { field: 'credentialEnabled', default: false },
  'auth.otp.allowSignIn': { field: 'magicLinkEnabled', default: false },
  'auth.passkey.allowSignIn': { field: 'passkeyEnabled', default: false },
  'teams.allowClientTeamCreation': { field: 'clientTeamCreationEnabled', default: false },
  'teams.createPersonalTeamOnSignUp': { field: 'createTeamOnSignUp', default: false },
  'users.allowClientUserDeletion': { field: 'clientUserDeletionEnabled', default: false },
  'apiKeys.enabled.user': { field: 'allowUserApiKeys', default: false },
  'apiKeys.enabled.team': { field: 'allowTeamApiKeys', default: false },
  'onboarding.requireEmailVerification': { field: 'requireEmailVerification', default: false },
  'domains.allowLocalhost': { field: 'allowLocalhost', default: false, environmentOnly: true },
};

/** The provider types the service's schema allows (upstream allProviders). */
export const OAUTH_PROVIDER_TYPES = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;

/** An OAuth provider entry's fields: the branch level has only the switches; keys and secrets are per environment. */
const BRANCH_PROVIDER_FIELDS = ['type', 'allowSignIn', 'allowConnectedAccounts'];
const ENVIRONMENT_PROVIDER_FIELDS = [...BRANCH_PROVIDER_FIELDS, 'isShared', 'clientId', 'clientSecret', 'facebookConfigId', 'microsoftTenantId', 'appleBundles'];
const PROVIDER_ENTRY = /^auth\.oauth\.providers\.[^.]+$/;

/** A record: any child name is allowed, each child checked as the record's entry. */
export const ANY_CHILD = 'any-child';

/**
 * Objects whose children the emulator knows completely, per level: a child not listed is "not valid"; ANY_CHILD for a
 * record (the OAuth providers). Other objects (rbac, apps, emails, payments, dbSync, dataVault,
 * domains.trustedDomains, a provider's appleBundles, …) are accepted as sent, without type checks, and not modelled
 * (docs/protocol-notes.md §2.16).
 */
export function knownChildren(level: OverrideLevel, path: string): readonly string[] | typeof ANY_CHILD | undefined {
  if (path === 'auth.oauth.providers') return ANY_CHILD;
  if (PROVIDER_ENTRY.test(path)) return level === 'environment' ? ENVIRONMENT_PROVIDER_FIELDS : BRANCH_PROVIDER_FIELDS;
  const closed: Record<string, readonly string[]> = {
    project: ['requirePublishableClientKey'],
    teams: ['allowClientTeamCreation', 'createPersonalTeamOnSignUp'],
    users: ['allowClientUserDeletion'],
    onboarding: ['requireEmailVerification'],
    apiKeys: ['enabled'],
    'apiKeys.enabled': ['user', 'team'],
    'auth.password': ['allowSignIn'],
    'auth.otp': ['allowSignIn'],
    'auth.passkey': ['allowSignIn'],
    'auth.oauth': ['accountMergeStrategy', 'providers'],
    auth: ['allowSignUp', 'password', 'otp', 'passkey', 'oauth', 'signUpRules', 'signUpRulesDefaultAction'],
    domains: level === 'environment' ? ['allowLocalhost', 'trustedDomains'] : [],
  };
  if (path === '') return TOP_LEVEL_KEYS[level];
  if (Object.hasOwn(MODELLED_LEAVES, path)) return []; // a boolean has no children
  return closed[path];
}
