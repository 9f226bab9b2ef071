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
