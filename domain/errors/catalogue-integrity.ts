/** Integrity checks of a catalogue table (run by unit tests, not at module load): parent cycles and dangling parents. */

type ParentTable = Readonly<Record<string, { readonly parent: string | undefined }>>;

/** Each cycle in the parent graph, as the list of codes on it (empty when the graph is a forest). */
export function parentCycles(table: ParentTable): string[][] {
  const cycles: string[][] = [];
  const settled = new Set<string>();
  for (const start of Object.keys(table)) {
    const path: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && !settled.has(current) && !path.includes(current)) {
      path.push(current);
      current = Object.hasOwn(table, current) ? table[current]?.parent : undefined;
    }
    // Walking back into our own path means a new cycle; walking into a settled code does not.
    if (current !== undefined && path.includes(current)) cycles.push(path.slice(path.indexOf(current)));
    for (const code of path) settled.add(code);
  }
  return cycles;
}

/** Parents named by some row that are not rows themselves. */
export function danglingParents(table: ParentTable): string[] {
  const parents = Object.values(table).map((r) => r.parent);
  return [...new Set(parents.filter((p): p is string => p !== undefined && !Object.hasOwn(table, p)))];
}
