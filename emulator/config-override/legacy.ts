/**
 * The project's config as the environment override's dot keys (how the service writes a project's legacy config at
 * creation and on `PATCH /internal/projects/current`), and the way back: what an environment override sets in the
 * emulator's project config. Upstream: apps/backend/src/lib/projects.tsx and the config schema's defaults.
 */
import type { EmailConfig, OAuthProviderConfig, PermissionDefinition, ProjectConfig } from '../state/records';
import { MODELLED_LEAVES } from './schema';
import type { Override } from './validate';

/** Legacy project-config field (wire name) → the override key(s) the service writes for it. */
export const LEGACY_FIELD_KEYS: Readonly<Record<string, readonly string[]>> = {
  sign_up_enabled: ['auth.allowSignUp'],
  credential_enabled: ['auth.password.allowSignIn'],
  magic_link_enabled: ['auth.otp.allowSignIn'],
  passkey_enabled: ['auth.passkey.allowSignIn'],
  client_team_creation_enabled: ['teams.allowClientTeamCreation'],
  client_user_deletion_enabled: ['users.allowClientUserDeletion'],
  allow_localhost: ['domains.allowLocalhost'],
  allow_user_api_keys: ['apiKeys.enabled.user'],
  allow_team_api_keys: ['apiKeys.enabled.team'],
  create_team_on_sign_up: ['teams.createPersonalTeamOnSignUp'],
  require_email_verification: ['onboarding.requireEmailVerification'],
  email_config: ['emails.server'],
  oauth_providers: ['auth.oauth.providers'],
  team_creator_default_permissions: ['rbac.defaultPermissions.teamCreator'],
  team_member_default_permissions: ['rbac.defaultPermissions.teamMember'],
  user_default_permissions: ['rbac.defaultPermissions.signUp'],
};

const idSet = (ids: readonly string[]): Record<string, true> => Object.fromEntries(ids.map((id) => [id, true]));

function providerEntry(p: OAuthProviderConfig): Record<string, unknown> {
  return {
    type: p.id, isShared: p.type === 'shared', allowSignIn: true, allowConnectedAccounts: true,
    ...(p.clientId !== undefined ? { clientId: p.clientId } : {}),
    ...(p.clientSecret !== undefined ? { clientSecret: p.clientSecret } : {}),
    ...(p.facebookConfigId !== undefined ? { facebookConfigId: p.facebookConfigId } : {}),
    ...(p.microsoftTenantId !== undefined ? { microsoftTenantId: p.microsoftTenantId } : {}),
  };
}

function permissionEntry(scope: 'team' | 'project', d: PermissionDefinition): Record<string, unknown> {
  return {
    scope, ...(d.description !== undefined ? { description: d.description } : {}), containedPermissionIds: idSet(d.containedPermissionIds),
  };
}

/** The service's `emails.server` for a legacy email config (the fields a shared server has no use for left out). */
function emailServerEntry(e: EmailConfig): Record<string, unknown> {
  if (e.type === 'shared') return { isShared: true, provider: 'smtp' };
  return {
    isShared: false, host: e.host, port: e.port, username: e.username, password: e.password, senderName: e.senderName,
    senderEmail: e.senderEmail, provider: 'smtp',
  };
}

/** The project's config as dot keys (it leaves out two flags while they are false). */
export function legacyOverride(config: ProjectConfig): Override {
  const out: Override = {};
  for (const [key, leaf] of Object.entries(MODELLED_LEAVES)) {
    const optional = key === 'teams.createPersonalTeamOnSignUp' || key === 'onboarding.requireEmailVerification';
    if (!optional || config[leaf.field]) out[key] = config[leaf.field];
  }
  out['auth.oauth.providers'] = Object.fromEntries(config.oauthProviders.map((p) => [p.configId ?? p.id, providerEntry(p)]));
  for (const d of Object.values(config.teamPermissionDefinitions)) out[`rbac.permissions.${d.id}`] = permissionEntry('team', d);
  for (const d of Object.values(config.projectPermissionDefinitions)) out[`rbac.permissions.${d.id}`] = permissionEntry('project', d);
  out['rbac.defaultPermissions.teamMember'] = idSet(config.teamMemberDefaultPermissions);
  out['rbac.defaultPermissions.teamCreator'] = idSet(config.teamCreatorDefaultPermissions);
  if (config.userDefaultPermissions.length > 0) out['rbac.defaultPermissions.signUp'] = idSet(config.userDefaultPermissions);
  out['apps.installed.authentication.enabled'] = true;
  out['apps.installed.emails.enabled'] = true;
  // A project on the shared server has no `emails.server` until a body sets one (legacyKeysFor).
  if (config.emailConfig.type !== 'shared') out['emails.server'] = emailServerEntry(config.emailConfig);
  return out;
}

/** What the service writes whatever the creation body held (upstream createOrUpdateProjectWithLegacyConfig). */
const ALWAYS_AT_CREATION = [
  'domains.allowLocalhost', 'auth.password.allowSignIn', 'rbac.defaultPermissions.teamMember', 'rbac.defaultPermissions.teamCreator',
  'apps.installed.authentication.enabled', 'apps.installed.emails.enabled',
];

/** The environment override the service writes at creation: its fixed keys, the permission definitions, the fields sent. */
export function creationOverride(config: ProjectConfig, sentFields: readonly string[]): Override {
  const all = legacyOverride(config);
  const sent = legacyKeysFor(sentFields, config);
  return Object.fromEntries(Object.entries(all).filter(([key]) =>
    ALWAYS_AT_CREATION.includes(key) || key.startsWith('rbac.permissions.') || Object.hasOwn(sent, key)));
}

/** The keys a legacy PATCH writes: those of the config fields it was sent. */
export function legacyKeysFor(fields: readonly string[], config: ProjectConfig): Override {
  const all: Override = { ...legacyOverride(config), 'emails.server': emailServerEntry(config.emailConfig) };
  const out: Override = {};
  for (const field of fields) for (const key of LEGACY_FIELD_KEYS[field] ?? []) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out;
}

/** What the override gives a dot path (a more specific key wins; null = unset). */
export function valueAt(override: Override, path: string): unknown {
  let result: unknown = undefined;
  const keys = Object.keys(override).sort((a, b) => a.split('.').length - b.split('.').length);
  for (const key of keys) {
    if (path !== key && !path.startsWith(`${key}.`)) continue;
    let value: unknown = override[key];
    for (const part of path.slice(key.length).split('.').filter((p) => p !== '')) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (value !== undefined) result = value;
  }
  return result;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A record-valued path as its entries: nested keys and the dot keys below it together. */
function recordAt(override: Override, path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const base = valueAt(override, path);
  if (isRecord(base)) Object.assign(out, base);
  for (const key of Object.keys(override)) {
    if (!key.startsWith(`${path}.`)) continue;
    const id = key.slice(path.length + 1).split('.')[0]!;
    out[id] = valueAt(override, `${path}.${id}`);
  }
  return out;
}

const enabledIds = (value: unknown): string[] =>
  (isRecord(value) ? Object.entries(value).filter(([, on]) => on === true).map(([id]) => id) : []).sort();

function emailConfigFrom(override: Override): EmailConfig {
  if (valueAt(override, 'emails.server.isShared') !== false) return { type: 'shared' };
  const text = (field: string): string => String(valueAt(override, `emails.server.${field}`) ?? '');
  const port = valueAt(override, 'emails.server.port');
  return {
    type: 'standard', host: text('host'), port: typeof port === 'number' ? port : 0, username: text('username'), password: text('password'),
    senderName: text('senderName'), senderEmail: text('senderEmail'),
  };
}

/**
 * Sets the modelled part of the project config from an override (unset = the schema's default): the environment
 * override over the branch one, merged as the service merges levels (store.ts effectiveOverride).
 */
export function applyOverride(config: ProjectConfig, override: Override): void {
  for (const [path, leaf] of Object.entries(MODELLED_LEAVES)) {
    const value = valueAt(override, path);
    config[leaf.field] = typeof value === 'boolean' ? value : leaf.default;
  }
  const team: Record<string, PermissionDefinition> = {};
  const project: Record<string, PermissionDefinition> = {};
  for (const [id, entry] of Object.entries(recordAt(override, 'rbac.permissions'))) {
    if (!isRecord(entry)) continue;
    const d: PermissionDefinition = {
      id, ...(typeof entry.description === 'string' ? { description: entry.description } : {}), containedPermissionIds: enabledIds(entry.containedPermissionIds),
    };
    (entry.scope === 'project' ? project : team)[id] = d;
  }
  config.teamPermissionDefinitions = team;
  config.projectPermissionDefinitions = project;
  const defined = (ids: string[], defs: Record<string, PermissionDefinition>) => ids.filter((id) => Object.hasOwn(defs, id));
  config.teamMemberDefaultPermissions = defined(enabledIds(valueAt(override, 'rbac.defaultPermissions.teamMember')), team);
  config.teamCreatorDefaultPermissions = defined(enabledIds(valueAt(override, 'rbac.defaultPermissions.teamCreator')), team);
  config.userDefaultPermissions = defined(enabledIds(valueAt(override, 'rbac.defaultPermissions.signUp')), project);
  const providers: OAuthProviderConfig[] = [];
  for (const [key, entry] of Object.entries(recordAt(override, 'auth.oauth.providers'))) {
    // An entry without a type is no provider (the service's rendered config drops it).
    if (!isRecord(entry) || typeof entry.type !== 'string') continue;
    // The legacy view names a provider by its type, whatever its key (the service's projects.tsx): the first one wins.
    if (providers.some((p) => p.id === entry.type)) continue;
    const provider: OAuthProviderConfig = { id: entry.type, ...(key !== entry.type ? { configId: key } : {}), type: entry.isShared === false ? 'standard' : 'shared' };
    for (const k of ['clientId', 'clientSecret', 'facebookConfigId', 'microsoftTenantId'] as const) {
      const value = entry[k];
      if (typeof value === 'string') provider[k] = value;
    }
    providers.push(provider);
  }
  config.oauthProviders = providers.sort((a, b) => a.id.localeCompare(b.id));
  config.emailConfig = emailConfigFrom(override);
}

const sortedDefs = (defs: Record<string, PermissionDefinition>): string =>
  JSON.stringify(Object.values(defs).map((d) => ({ ...d, containedPermissionIds: [...d.containedPermissionIds].sort() })).sort((a, b) => a.id.localeCompare(b.id)));
const sortedIds = (ids: readonly string[]): string => JSON.stringify([...ids].sort());

/** The keys to write so that `override` gives the config's current values where it no longer does. */
export function configChanges(config: ProjectConfig, override: Override): Override {
  const rendered = structuredClone(config);
  applyOverride(rendered, override);
  const current = legacyOverride(config);
  const out: Override = {};
  for (const [key, leaf] of Object.entries(MODELLED_LEAVES)) if (rendered[leaf.field] !== config[leaf.field]) out[key] = config[leaf.field];
  if (sortedDefs(rendered.teamPermissionDefinitions) !== sortedDefs(config.teamPermissionDefinitions)
    || sortedDefs(rendered.projectPermissionDefinitions) !== sortedDefs(config.projectPermissionDefinitions)) {
    out['rbac.permissions'] = Object.fromEntries(Object.entries(current).filter(([k]) => k.startsWith('rbac.permissions.')).map(([k, v]) => [k.slice('rbac.permissions.'.length), v]));
  }
  const defaults = [
    ['teamMember', 'teamMemberDefaultPermissions'], ['teamCreator', 'teamCreatorDefaultPermissions'], ['signUp', 'userDefaultPermissions'],
  ] as const;
  for (const [name, field] of defaults) {
    if (sortedIds(rendered[field]) !== sortedIds(config[field])) out[`rbac.defaultPermissions.${name}`] = idSet(config[field]);
  }
  if (JSON.stringify(rendered.oauthProviders) !== JSON.stringify([...config.oauthProviders].sort((a, b) => a.id.localeCompare(b.id)))) {
    out['auth.oauth.providers'] = current['auth.oauth.providers'];
  }
  if (JSON.stringify(rendered.emailConfig) !== JSON.stringify(config.emailConfig)) out['emails.server'] = emailServerEntry(config.emailConfig);
  return out;
}
