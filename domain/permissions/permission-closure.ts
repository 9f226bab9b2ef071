/**
 * Recursive permission containment (protocol §5.7): the set of permissions a user effectively holds,
 * given the ids granted directly and each definition's contained ids. Pure, so the client library and
 * the emulator apply one rule.
 */

/** The contained ids of a definition, or undefined when no such definition exists (deleted or never defined). */
export type ContainedLookup = (permissionId: string) => readonly string[] | undefined;

/**
 * Every permission reachable from `direct` through contained lists: transitive, cycle-safe (each id is
 * expanded once), deduplicated. Ids without a definition are dropped — the backend silently ignores
 * grants and contained references whose definition was deleted. Result is sorted for stable output.
 */
export function permissionClosure(direct: Iterable<string>, contained: ContainedLookup): string[] {
  const seen = new Set<string>();
  const pending = [...direct];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    const children = contained(id);
    if (children === undefined) continue;
    seen.add(id);
    for (const child of children) if (!seen.has(child)) pending.push(child);
  }
  return [...seen].sort();
}

/** Whether `permissionId` is in the closure of `direct`. */
export function holdsPermission(direct: Iterable<string>, permissionId: string, contained: ContainedLookup): boolean {
  return permissionClosure(direct, contained).includes(permissionId);
}

/** A lookup over a plain record of definitions (as stored in project config). */
export function lookupFromDefinitions(
  definitions: Readonly<Record<string, { readonly containedPermissionIds: readonly string[] }>>,
): ContainedLookup {
  return (id) => (Object.hasOwn(definitions, id) ? definitions[id]!.containedPermissionIds : undefined);
}
