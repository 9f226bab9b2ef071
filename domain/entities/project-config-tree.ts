/** The project's rendered config tree and a config override: the shapes of the service's config-as-data routes. */
import type { JsonValue } from './json-value';

/**
 * The project's complete config as the service renders it (`GET /internal/config`): the nested tree of the service's
 * config schema (`auth`, `teams`, `users`, `domains`, `rbac`, `apps`, `emails`…), its defaults filled in and the
 * project's overrides applied. Free-form JSON here: the schema grows with each backend release.
 * @example
 * const config: ProjectConfigTree = await admin.getConfig();
 * const auth = config.auth as { readonly allowSignUp?: boolean } | undefined;
 * console.log(auth?.allowSignUp);
 * @public
 */
export type ProjectConfigTree = { readonly [key: string]: JsonValue };

/**
 * A change to the project's config: dot keys (`'auth.allowSignUp': false`) or nested objects; each key given replaces
 * that key and everything below it, `null` unsets it (back to the default).
 * @example
 * const change: ProjectConfigOverride = { 'auth.allowSignUp': false, 'teams.allowClientTeamCreation': true };
 * await admin.updateConfig(change);
 * @public
 */
export type ProjectConfigOverride = { readonly [key: string]: JsonValue };

/**
 * Where the pushed config (the branch-level override `pushConfig` writes) came from: a file in a GitHub repository at a
 * commit, somewhere unnamed, or nowhere (`unlinked`: the dashboard may edit it directly).
 * @example
 * const source: PushedConfigSource = { type: 'pushed-from-github', owner: 'acme', repo: 'shop', branch: 'main',
 *   commitHash: 'abc123', configFilePath: 'stack.config.ts' };
 * await admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source });
 * @public
 */
export type PushedConfigSource =
  | {
    readonly type: 'pushed-from-github'; readonly owner: string; readonly repo: string; readonly branch: string;
    readonly commitHash: string; readonly configFilePath: string;
  }
  | { readonly type: 'pushed-from-unknown' }
  | { readonly type: 'unlinked' };

/**
 * The override levels an admin edits: `branch` (the pushed config, config as code) and `environment` (updateConfig's,
 * which wins over the branch's).
 * @example
 * const level: ConfigOverrideLevel = 'environment';
 * await admin.resetConfigOverrideKeys(level, ['teams.allowClientTeamCreation']);
 * @public
 */
export type ConfigOverrideLevel = 'branch' | 'environment';
