/**
 * Which files under tests/emulator/ call a spec path: `'METHOD', '<path>'` pairs, `post('<path>')`-style local
 * wrappers, and bare '/…' literals as GETs (fetch). A use counts for the most literal spec template it fits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fitsTemplate, isParam, segmentsOf, type SpecCall } from './spec-calls';

export interface PathUse { method: string; segments: (string | null)[] }

/** The literal starting at `start` (a quote or backtick), with each `${…}` replaced by U+0000; null if unterminated. */
function readLiteral(source: string, start: number): string | null {
  const quote = source[start];
  let out = '';
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === quote) return out;
    if (ch === '\n' && quote !== '`') return null;
    if (quote === '`' && ch === '$' && source[i + 1] === '{') {
      let depth = 0;
      for (i += 1; i < source.length; i++) {
        if (source[i] === '{') depth++;
        else if (source[i] === '}' && --depth === 0) break;
      }
      out += '\u0000';
    } else out += ch;
  }
  return null;
}

/** Path segments under /api/v1 of a literal, query dropped; null for interpolated segments; null if not a path. */
export function pathSegments(literal: string): (string | null)[] | null {
  const path = literal.replace(/^\u0000(?=\/)/, '').replace(/^\/api\/v1(?=\/|$)/, '').split('?')[0]!;
  if (!path.startsWith('/')) return null;
  return path.split('/').filter((s) => s !== '').map((s) => (s.includes('\u0000') ? null : s));
}

/** Every method + path use in one source file. */
export function pathUses(source: string): PathUse[] {
  const uses: PathUse[] = [];
  const pattern = /(?:'(GET|POST|PUT|PATCH|DELETE)',\s*|\b(get|post|put|patch|delete)\(\s*)?(['`])(?=\/|\$\{[^}]*\}\/)/g;
  for (let m = pattern.exec(source); m !== null; m = pattern.exec(source)) {
    const literal = readLiteral(source, m.index + m[0].length - 1);
    const segments = literal === null ? null : pathSegments(literal);
    if (segments !== null) uses.push({ method: m[1] ?? m[2]?.toUpperCase() ?? 'GET', segments });
  }
  return uses;
}

const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);

/** tests/emulator/ file (relative to that folder) → its path uses. */
export function scanEmulatorTests(root: string): Map<string, PathUse[]> {
  const dir = join(root, 'tests', 'emulator');
  const files = walk(dir).sort();
  return new Map(files.map((f) => [relative(dir, f).split('\\').join('/'), pathUses(readFileSync(f, 'utf8'))]));
}

const literalCount = (call: SpecCall): number => segmentsOf(call.path).filter((s) => !isParam(s)).length;

/** The spec calls a use stands for: those of its method whose template it fits, keeping only the most literal ones. */
function callsOf(use: PathUse, calls: readonly SpecCall[]): SpecCall[] {
  const fitting = calls.filter((c) => c.method === use.method && fitsTemplate(c.path, use.segments));
  const best = Math.max(...fitting.map(literalCount));
  return fitting.filter((c) => literalCount(c) === best);
}

/** Spec call → the scanned files that call it (in scan order). */
export function filesUsing(calls: readonly SpecCall[], scan: Map<string, PathUse[]>): Map<SpecCall, string[]> {
  const result = new Map<SpecCall, string[]>(calls.map((c) => [c, []]));
  for (const [file, uses] of scan) {
    const hit = new Set(uses.flatMap((u) => callsOf(u, calls)));
    for (const c of hit) result.get(c)!.push(file);
  }
  return result;
}
