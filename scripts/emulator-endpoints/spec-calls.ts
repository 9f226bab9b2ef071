/** The calls of spec §7 (tests/fixtures/spec-calls.json) and how a path template matches a concrete path. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SpecCall {
  section: string;
  method: string;
  /** Under /api/v1; `{name}` = any segment, other segments (including `me`) are literal. */
  path: string;
}

export const callLabel = (call: SpecCall): string => `${call.method} ${call.path}`;

export function loadSpecCalls(root: string): SpecCall[] {
  const raw = JSON.parse(readFileSync(join(root, 'tests', 'fixtures', 'spec-calls.json'), 'utf8')) as { calls: SpecCall[] };
  return raw.calls;
}

export const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

export const isParam = (segment: string): boolean => segment.startsWith('{') && segment.endsWith('}');

/** A concrete path for the template: each `{name}` becomes `name`, which any route parameter accepts. */
export const sampleOf = (template: string): string =>
  `/${segmentsOf(template).map((s) => (isParam(s) ? s.slice(1, -1) : s)).join('/')}`;

/**
 * Whether the segments of a path seen in a test (null = an interpolated, unknown segment) fit the template:
 * a template parameter takes anything, a literal template segment only the same literal.
 */
export function fitsTemplate(template: string, seen: readonly (string | null)[]): boolean {
  const want = segmentsOf(template);
  if (want.length !== seen.length) return false;
  return want.every((w, i) => isParam(w) || seen[i] === w);
}
