/**
 * The service builds some body schemas by joining two object schemas (the server create/update of users, contact
 * channels and OAuth providers: the client fields joined with the server-only ones). Each joined object rejects an
 * unknown key on its own, so its SCHEMA_ERROR names the unknown properties twice; the emulator says it the same way
 * (routes of the verification-code handler have the same trait through `codeHandler`).
 */
import type * as z from 'zod';
import { validatePart, type Validated } from '../http/validate';

const UNKNOWN_LINE = /^body contains unknown properties: /;

export function validateJoinedBody<T>(schema: z.ZodType<T>, body: unknown): Validated<T> {
  const parsed = validatePart(schema, body ?? {}, 'body');
  if (parsed.ok) return parsed;
  return { ok: false, lines: parsed.lines.flatMap((line) => (UNKNOWN_LINE.test(line) ? [line, line] : [line])) };
}
