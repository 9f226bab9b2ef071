/** Permissions: references by id, grants, and definitions with their contained permissions. */

/** A permission by id, as in default-permission lists. */
export interface Permission {
  readonly id: string;
}

/**
 * A team permission granted to a user (directly or, with `recursive`, through containment).
 * @example
 * const permissions: TeamPermission[] = await user.teams.listPermissions(team, { recursive: true });
 * console.log(permissions.map((permission) => permission.id));
 * @public
 */
export interface TeamPermission extends Permission {
  readonly teamId: string;
  readonly userId: string;
}

/**
 * A project permission granted to a user (directly or, with `recursive`, through containment).
 * @example
 * const permissions: ProjectPermission[] = await (await accountSettings(user)).listPermissions();
 * console.log(permissions.map((permission) => permission.id));
 * @public
 */
export interface ProjectPermission extends Permission {
  readonly userId: string;
}

/**
 * A team permission definition: its id, description and the permissions it contains.
 * @example
 * const definitions: PermissionDefinition[] = await admin.teamPermissionDefinitions.list();
 * for (const definition of definitions) console.log(definition.id, definition.containedPermissionIds);
 * @public
 */
export interface PermissionDefinition {
  /** Custom ids match ^[a-z0-9_:]+$; system ids start with `$`. */
  readonly id: string;
  /** Null when the definition has none. */
  readonly description: string | null;
  /** Sorted by the server. */
  readonly containedPermissionIds: readonly string[];
}

/**
 * Create (all but id optional) and update (`id` renames) input for permission definitions.
 * @example
 * const change: PermissionDefinitionInput = { description: 'Sees invoices', containedPermissionIds: ['$read_members'] };
 * const updated = await admin.teamPermissionDefinitions.update('billing', change);
 * @public
 */
export interface PermissionDefinitionInput {
  readonly id?: string;
  readonly description?: string;
  readonly containedPermissionIds?: readonly string[];
}
