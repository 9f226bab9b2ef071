/**
 * Comparing the real backend's reply with the emulator's, after normalising each with its own Labeller: status,
 * the known-error header, content type, Location, Set-Cookie attributes, error bodies byte for byte, JSON bodies
 * field by field (names, types, values) and the claims of JWTs found at the same place on both.
 */
import { decodeJwt, isJwt, type Labeller } from './normalise';
import type { Reply } from './reply';

export interface Difference {
  where: string;
  expected: string;
  got: string;
}

export const ABSENT = '(absent)';
const LIMIT = 200;

/** A value as printed on a DIFF line: JSON (strings quoted, newlines escaped), cut to ~200 characters. */
export function show(value: unknown): string {
  if (value === undefined) return ABSENT;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Field-level differences between two normalised JSON values. */
export function compareJson(expected: unknown, got: unknown, where: string, out: Difference[]): void {
  if (isObject(expected) && isObject(got)) {
    for (const key of [...new Set([...Object.keys(expected), ...Object.keys(got)])].sort()) {
      compareJson(expected[key], got[key], `${where}.${key}`, out);
    }
    return;
  }
  if (Array.isArray(expected) && Array.isArray(got)) {
    for (let i = 0; i < Math.max(expected.length, got.length); i++) compareJson(expected[i], got[i], `${where}[${i}]`, out);
    return;
  }
  if (typeOf(expected) !== typeOf(got) || JSON.stringify(expected) !== JSON.stringify(got)) {
    out.push({ where, expected: show(expected), got: show(got) });
  }
}

/** Pairs of JWTs at the same JSON path in both raw bodies. */
function jwtPairs(a: unknown, b: unknown, where: string, out: Array<[string, string, string]>): void {
  if (isJwt(a) && isJwt(b)) { out.push([a, b, where]); return; }
  if (isObject(a) && isObject(b)) for (const k of Object.keys(a)) if (k in b) jwtPairs(a[k], b[k], `${where}.${k}`, out);
  if (Array.isArray(a) && Array.isArray(b)) for (let i = 0; i < Math.min(a.length, b.length); i++) jwtPairs(a[i], b[i], `${where}[${i}]`, out);
}

/** JSON with keys visited in sorted order, so both labellers meet values in the same order. */
function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (isObject(value)) return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortedJson(value[k])]));
  return value;
}

interface CookieView { [attribute: string]: string }

/** Set-Cookie lines by (normalised) cookie name → the attributes that matter. */
function cookies(lines: readonly string[], labels: Labeller, where: string): Map<string, CookieView> {
  const out = new Map<string, CookieView>();
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = labels.text(eq < 0 ? pair : pair.slice(0, eq), where);
    const view: CookieView = { value: eq < 0 || pair.slice(eq + 1) === '' ? 'empty' : 'set', expires: ABSENT };
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      const value = rest.join('=');
      const k = key.toLowerCase();
      if (k === 'expires') view['expires'] = Date.parse(value) <= Date.now() ? 'in the past' : 'in the future';
      else if (k === 'samesite') view[k] = value.toLowerCase();
      else view[k] = rest.length === 0 ? 'yes' : value;
    }
    out.set(name, view);
  }
  return out;
}

function compareCookies(real: Reply, emu: Reply, labels: { real: Labeller; emulator: Labeller }, at: string, out: Difference[]): void {
  const a = cookies(real.cookies, labels.real, `${at}:set-cookie`);
  const b = cookies(emu.cookies, labels.emulator, `${at}:set-cookie`);
  for (const name of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const x = a.get(name);
    const y = b.get(name);
    if (x === undefined || y === undefined) {
      out.push({ where: `set-cookie[${name}]`, expected: x === undefined ? ABSENT : 'set', got: y === undefined ? ABSENT : 'set' });
      continue;
    }
    for (const attribute of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
      if (x[attribute] !== y[attribute]) out.push({ where: `set-cookie[${name}].${attribute}`, expected: x[attribute] ?? ABSENT, got: y[attribute] ?? ABSENT });
    }
  }
}

const mediaType = (r: Reply): string => (r.headers.get('content-type') ?? ABSENT).split(';')[0]!.trim().toLowerCase();

function compareHeader(name: string, real: Reply, emu: Reply, labels: { real: Labeller; emulator: Labeller }, at: string, out: Difference[]): void {
  const a = real.headers.get(name);
  const b = emu.headers.get(name);
  const x = a === null ? ABSENT : labels.real.text(a, `${at}:${name}`);
  const y = b === null ? ABSENT : labels.emulator.text(b, `${at}:${name}`);
  if (x !== y) out.push({ where: `header ${name}`, expected: x === ABSENT ? x : show(x), got: y === ABSENT ? y : show(y) });
}

function compareBodies(real: Reply, emu: Reply, labels: { real: Labeller; emulator: Labeller }, at: string, out: Difference[]): void {
  const bothJson = real.json !== undefined && emu.json !== undefined;
  const isError = real.status >= 400 || emu.status >= 400;
  if (bothJson) {
    const x = labels.real.json(sortedJson(real.json), `${at}:body`);
    const y = labels.emulator.json(sortedJson(emu.json), `${at}:body`);
    const before = out.length;
    compareJson(x, y, 'body', out);
    // A known error repeats its message in details.message: one difference, one line (the `error` one).
    const error = out.find((d, i) => i >= before && d.where === 'body.error');
    const repeated = out.findIndex((d, i) => i >= before && d.where === 'body.details.message' && d.expected === error?.expected && d.got === error?.got);
    if (repeated >= 0) out.splice(repeated, 1);
    const pairs: Array<[string, string, string]> = [];
    jwtPairs(real.json, emu.json, 'body', pairs);
    for (const [ja, jb, where] of pairs) {
      const da = decodeJwt(ja);
      const db = decodeJwt(jb);
      compareJson(labels.real.json(sortedJson(da), `${at}:${where}{jwt}`), labels.emulator.json(sortedJson(db), `${at}:${where}{jwt}`), `${where}{jwt}`, out);
    }
    // An error body is compared byte for byte: same fields but another order or spacing is still a difference.
    if (isError && out.length === before) {
      const tx = labels.real.text(real.text, `${at}:body`);
      const ty = labels.emulator.text(emu.text, `${at}:body`);
      if (tx !== ty) out.push({ where: 'body (bytes)', expected: show(tx), got: show(ty) });
    }
    return;
  }
  const tx = labels.real.text(real.text, `${at}:body`);
  const ty = labels.emulator.text(emu.text, `${at}:body`);
  if (tx !== ty) out.push({ where: 'body', expected: show(tx), got: show(ty) });
}

/** Every difference between the two replies to request number `at` of the scenario file. */
export function compareReplies(real: Reply, emu: Reply, labels: { real: Labeller; emulator: Labeller }, at: number): Difference[] {
  const out: Difference[] = [];
  const tag = String(at);
  if (real.status !== emu.status) out.push({ where: 'status', expected: String(real.status), got: String(emu.status) });
  compareHeader('x-stack-known-error', real, emu, labels, tag, out);
  if (real.text !== '' || emu.text !== '') {
    const [ma, mb] = [mediaType(real), mediaType(emu)];
    if (ma !== mb) out.push({ where: 'header content-type', expected: ma, got: mb });
  }
  compareBodies(real, emu, labels, tag, out);
  compareHeader('location', real, emu, labels, tag, out);
  compareCookies(real, emu, labels, tag, out);
  return out;
}
