// Recursive permission containment (§5.7): table cases (chains, cycles, diamonds, deleted definitions) and properties.
import fc from 'fast-check';
import { holdsPermission, lookupFromDefinitions, permissionClosure, type ContainedLookup } from '../../../domain/permissions';

const defs = (table: Record<string, string[]>): ContainedLookup =>
  lookupFromDefinitions(Object.fromEntries(Object.entries(table).map(([id, c]) => [id, { containedPermissionIds: c }])));

describe('permissionClosure', () => {
  it('follows a deep chain transitively', () => {
    const table: Record<string, string[]> = {};
    for (let i = 0; i < 50; i++) table[`p${i}`] = i < 49 ? [`p${i + 1}`] : [];
    const closure = permissionClosure(['p0'], defs(table));
    expect(closure).toHaveLength(50);
    expect(closure).toContain('p49');
  });
  it('terminates on cycles, including self-containment', () => {
    const lookup = defs({ a: ['b'], b: ['c'], c: ['a'], s: ['s'] });
    expect(permissionClosure(['a'], lookup)).toEqual(['a', 'b', 'c']);
    expect(permissionClosure(['s'], lookup)).toEqual(['s']);
  });
  it('deduplicates diamonds and repeated direct grants', () => {
    const lookup = defs({ top: ['left', 'right'], left: ['bottom'], right: ['bottom'], bottom: [] });
    expect(permissionClosure(['top', 'top', 'left'], lookup)).toEqual(['bottom', 'left', 'right', 'top']);
  });
  it('ignores ids without a definition, as grants and as contained references', () => {
    const lookup = defs({ a: ['gone', 'b'], b: [] });
    expect(permissionClosure(['a', 'deleted'], lookup)).toEqual(['a', 'b']);
  });
  it('includes the system permissions of team_admin', () => {
    const lookup = defs({ team_admin: ['$update_team', '$delete_team'], $update_team: [], $delete_team: [] });
    expect(holdsPermission(['team_admin'], '$delete_team', lookup)).toBe(true);
    expect(holdsPermission(['team_admin'], '$read_members', lookup)).toBe(false);
  });
  it('is empty without grants', () => {
    expect(permissionClosure([], defs({ a: [] }))).toEqual([]);
  });
  it('does not treat inherited object keys as definitions', () => {
    expect(permissionClosure(['toString', 'constructor'], defs({}))).toEqual([]);
  });
});

describe('permissionClosure properties', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const graphArb = fc.dictionary(fc.constantFrom(...ids), fc.array(fc.constantFrom(...ids, 'missing'), { maxLength: 4 }));
  const directArb = fc.array(fc.constantFrom(...ids, 'missing'), { maxLength: 5 });

  it('contains the defined direct grants, is closed under containment, and is the smallest such set', () => {
    fc.assert(fc.property(graphArb, directArb, (graph, direct) => {
      const lookup = defs(graph);
      const closure = new Set(permissionClosure(direct, lookup));
      const defined = (id: string): boolean => lookup(id) !== undefined;
      // Contains every defined direct grant, and nothing undefined.
      for (const id of direct) expect(closure.has(id)).toBe(defined(id));
      for (const id of closure) expect(defined(id)).toBe(true);
      // Closed: a held permission's defined children are held.
      for (const id of closure) for (const child of lookup(id)!) if (defined(child)) expect(closure.has(child)).toBe(true);
      // Smallest: every member is reachable from a direct grant (independent BFS oracle).
      const reachable = new Set<string>();
      let frontier = direct.filter(defined);
      while (frontier.length > 0) {
        frontier.forEach((id) => reachable.add(id));
        frontier = frontier.flatMap((id) => lookup(id)!).filter((id) => defined(id) && !reachable.has(id));
      }
      expect([...closure].sort()).toEqual([...reachable].sort());
    }), { numRuns: 300 });
  });
  it('is sorted and duplicate-free', () => {
    fc.assert(fc.property(graphArb, directArb, (graph, direct) => {
      const closure = permissionClosure(direct, defs(graph));
      expect(closure).toEqual([...new Set(closure)].sort());
    }));
  });
});
