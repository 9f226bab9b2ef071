/**
 * JSON depth limits (issue 21: metadata nested 5 000 deep was a 500). Measured at backend 2f71990: every metadata
 * field (users' and teams' client, client read-only and server metadata; create and update; client and server access)
 * stores up to 123 nested arrays/objects; from 124 the service fails with a 500 (its database client's JSON recursion
 * limit of 128, reached with the 5 levels its query wraps around a user or team), from ~4 000 with a 500 from
 * JSON.stringify in its body schema. The emulator stores the same 123 levels and answers SCHEMA_ERROR beyond.
 * A whole body nested deeper than MAX_BODY_DEPTH is refused the same way, before any schema: this keeps every
 * recursive step after it (zod, yup-style value printing, the state file) far from the stack limit.
 */
import * as z from 'zod';
import type { Json } from '../state/records';

/** The deepest metadata value the service stores: `{"a":{"a":…1}}` with 123 objects (or arrays). */
export const MAX_METADATA_DEPTH = 123;

/** Any request body: deeper is refused whatever the route (the service prints such values, or fails, from ~4 000). */
export const MAX_BODY_DEPTH = 1000;

/** Whether `value` has more than `max` arrays/objects nested in one another; iterative, so any depth is safe. */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** A metadata field: any JSON value, at most MAX_METADATA_DEPTH levels deep (checked before the recursive z.json()). */
export const metadataJson: z.ZodType<Json> = z.unknown()
  .superRefine((value, ctx) => {
    if (deeperThan(value, MAX_METADATA_DEPTH)) ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_METADATA_DEPTH} levels deep` });
  })
  .pipe(z.json()) as z.ZodType<Json>;
