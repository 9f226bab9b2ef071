/** describeWireSchema: the checks every response schema must pass (accepts the example, tolerates extra keys, rejects wrong types). */
// Core types and the functional parse: wire schemas are zod/mini (browser-reachable) or classic (server-only).
import * as z from 'zod/v4/core';

/** A change that makes one field the wrong type, named by its path for the failure message. */
export interface WrongType {
  readonly path: readonly (string | number)[];
  readonly value: unknown;
}

function withValueAt(example: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(example);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

export function describeWireSchema(name: string, schema: z.$ZodType, example: unknown, wrongTypes: readonly WrongType[]): void {
  describe(`${name} schema`, () => {
    it('accepts the protocol example unchanged', () => {
      expect(z.parse(schema, example)).toEqual(example);
    });

    it('tolerates (and keeps) keys the server may add later', () => {
      const extended = { ...(example as object), added_by_a_newer_server: { nested: [1, 2] } };
      expect(z.parse(schema, extended)).toEqual(extended);
    });

    it.each(wrongTypes.map((w) => [w.path.join('.'), w] as const))('rejects a wrong type at %s with a ZodError at or under that path', (label, wrong) => {
      const result = z.safeParse(schema, withValueAt(example, wrong.path, wrong.value));
      expect(result.success).toBe(false);
      expect(result.error).toBeInstanceOf(z.$ZodError);
      const issuePaths = result.error!.issues.map((issue) => issue.path.join('.'));
      expect(issuePaths.filter((p) => p === label || p.startsWith(`${label}.`))).not.toHaveLength(0);
    });

    it('rejects a body that is not an object', () => {
      expect(() => z.parse(schema, '<html>502 Bad Gateway</html>')).toThrow(z.$ZodError);
      expect(z.safeParse(schema, null).success).toBe(false);
    });
  });
}
