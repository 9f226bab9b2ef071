/**
 * Parses and checks an override string as the service does before storing it (upstream getConfigOverrideErrors):
 * every failure is a plain-text 400 with the service's wording.
 */
import { statusError } from '../http/errors';
import { deeperThan, MAX_BODY_DEPTH } from '../http/json-depth';
import { printedValue } from './printed';
import { ANY_CHILD, MODELLED_LEAVES, OAUTH_PROVIDER_TYPES, knownChildren, type OverrideLevel } from './schema';

export type Override = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (message: string): never => {
  throw statusError(400, message);
};

function firstDottedKey(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('.')) return key;
    const inner = firstDottedKey(child);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The smallest prefix of `key` the schema does not have, or undefined when every known object has it. */
function unknownPrefix(level: OverrideLevel, key: string): string | undefined {
  const parts = key.split('.');
  for (let i = 0; i < parts.length; i++) {
    const children = knownChildren(level, parts.slice(0, i).join('.'));
    if (children === undefined) return undefined; // an object the emulator takes as sent
    if (children === ANY_CHILD) continue; // a record: any entry name
    if (!children.includes(parts[i]!)) return parts.slice(0, i + 1).join('.');
  }
  return undefined;
}

const PROVIDER_LEAF = /^auth\.oauth\.providers\.[^.]+\.(type|isShared|allowSignIn|allowConnectedAccounts)$/;
const typeProblem = (path: string, type: string, value: unknown): string =>
  `${path} must be a \`${type}\` type, but the final value was: \`${printedValue(value)}\`.`;

/** A typed leaf's problem: the modelled booleans, and an OAuth provider's type (one of the service's list) and switches. */
function leafProblem(path: string, value: unknown): string | undefined {
  const provider = PROVIDER_LEAF.exec(path)?.[1];
  if (provider === 'type') {
    if (typeof value !== 'string') return typeProblem(path, 'string', value);
    if (!(OAUTH_PROVIDER_TYPES as readonly string[]).includes(value)) return `${path} must be one of the following values: ${OAUTH_PROVIDER_TYPES.join(', ')}`;
    return undefined;
  }
  if (provider !== undefined || Object.hasOwn(MODELLED_LEAVES, path)) return typeof value === 'boolean' ? undefined : typeProblem(path, 'boolean', value);
  return undefined;
}

/**
 * Checks a value placed at `path`: typed leaves (or null); known objects have known children; records check each
 * entry. `shown` is the path the unknown-properties line names: an entry reached through its record's object is named
 * by the record's path, as the service words it.
 */
function checkValue(level: OverrideLevel, path: string, value: unknown, shown = path): void {
  if (value === null || value === undefined) return;
  if (Object.hasOwn(MODELLED_LEAVES, path) || PROVIDER_LEAF.test(path)) {
    const problem = leafProblem(path, value);
    if (problem !== undefined) bad(problem);
    return;
  }
  const children = knownChildren(level, path);
  if (children === undefined) return;
  if (!isObject(value)) bad(typeProblem(path, 'object', value));
  const record = value as Record<string, unknown>;
  if (children === ANY_CHILD) {
    for (const [k, child] of Object.entries(record)) checkValue(level, `${path}.${k}`, child, path);
    return;
  }
  const unknown = Object.keys(record).filter((k) => !children.includes(k));
  if (unknown.length > 0) bad(`${shown} contains unknown properties: ${unknown.join(', ')}`);
  for (const [k, child] of Object.entries(record)) checkValue(level, `${path}.${k}`, child);
}

/**
 * What the service makes of a parsed value that is no object. The project level takes it as it is (so the service's
 * two checks answer); below it, the migration keeps its entries (a number or boolean has none; a string or array one
 * per index). `null` fails inside the service's migration (a 500); here it is the first check's 400.
 */
function asOverride(level: OverrideLevel, parsed: unknown): Override {
  if (parsed === null || (level === 'project' && typeof parsed !== 'object')) return bad('Config override must be a non-null object.');
  if (level === 'project' && Array.isArray(parsed)) return bad('Config override must be plain old JavaScript object.');
  if (typeof parsed !== 'object' && typeof parsed !== 'string') return {};
  return Object.fromEntries(Object.entries(parsed as object));
}

/** The migration drops `sourceOfTruth` below the project level (upstream migrateConfigOverride). */
function migrated(level: OverrideLevel, override: Override): Override {
  if (level === 'project') return override;
  return Object.fromEntries(Object.entries(override).filter(([k]) => k !== 'sourceOfTruth' && !k.startsWith('sourceOfTruth.')));
}

/** An index entry (from a string or array) is checked as an object without properties, as the service does. */
function checkIndexEntry(key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (!isObject(value)) bad(`${key} must be a \`object\` type, but the final value was: \`${printedValue(value)}\`.`);
  const keys = Object.keys(value as Record<string, unknown>);
  if (keys.length > 0) bad(`${key} contains unknown properties: ${keys.join(', ')}`);
}

/** The override in `text`, or the service's 400. */
export function parseOverride(level: OverrideLevel, text: string): Override {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return bad('Invalid config JSON');
  }
  // The string escapes the body's depth check; the steps below and the state file recurse (json-depth.ts).
  if (deeperThan(parsed, MAX_BODY_DEPTH)) bad(`Config override must be at most ${MAX_BODY_DEPTH} levels deep.`);
  const override = migrated(level, asOverride(level, parsed));
  for (const value of Object.values(override)) {
    const dotted = firstDottedKey(value);
    if (dotted !== undefined) bad(`Key ${dotted} contains a dot, which is not allowed in config override.`);
  }
  for (const [key, value] of Object.entries(override)) {
    if (/^\d+$/.test(key)) {
      checkIndexEntry(key, value);
      continue;
    }
    const prefix = unknownPrefix(level, key);
    if (prefix !== undefined) bad(`The key ${JSON.stringify(key)} is not valid (nested object not found in schema: ${JSON.stringify(prefix)}).`);
    checkValue(level, key, value);
  }
  return override;
}
