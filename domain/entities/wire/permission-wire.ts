/** Snake_case JSON shapes of permission grants and definitions (protocol §3.8). */

export interface PermissionWire {
  readonly id: string;
}

export interface TeamPermissionWire {
  readonly id: string;
  readonly user_id: string;
  readonly team_id: string;
}

export interface ProjectPermissionWire {
  readonly id: string;
  readonly user_id: string;
}

export interface PermissionDefinitionWire {
  readonly id: string;
  readonly description?: string;
  readonly contained_permission_ids: readonly string[];
}

/** Create and update body (`id` renames on update). */
export interface PermissionDefinitionInputWire {
  readonly id?: string;
  readonly description?: string;
  readonly contained_permission_ids?: readonly string[];
}
