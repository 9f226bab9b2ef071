/**
 * The stored config overrides, one per project and level (`state.extra.configOverrides`, key `<projectId>:<level>`),
 * the branch override's source (`state.extra.configSources`), and how the branch and environment overrides drive the
 * emulator's project config (protocol §2.16). The environment override starts as what the service writes at creation
 * (config-override/legacy.ts creationOverride); a project made some other way derives it from its config.
 */
import type { EmulatorCore } from '../core';
import { emptyTable } from '../state/state';
import type { ProjectRecord } from '../state/records';
import { applyOverride, configChanges, creationOverride, legacyKeysFor, legacyOverride, valueAt } from './legacy';
import { OVERRIDE_LEVELS, type OverrideLevel } from './schema';
import type { Override } from './validate';

const TABLE = 'configOverrides';
const SOURCES = 'configSources';

/** A branch override's source as the wire carries it (upstream branchConfigSourceSchema). */
export type ConfigSource = Record<string, unknown> & { type: string };
const UNLINKED: ConfigSource = { type: 'unlinked' };

function table(core: EmulatorCore): Record<string, Override> {
  return (core.state.extra[TABLE] ??= emptyTable<Override>()) as Record<string, Override>;
}

const rowKey = (projectId: string, level: OverrideLevel): string => `${projectId}:${level}`;

/** The stored override of a level (the environment one derived from the project on first use). */
export function readOverride(core: EmulatorCore, project: ProjectRecord, level: OverrideLevel): Override {
  const stored = table(core)[rowKey(project.id, level)];
  if (stored === undefined) return level === 'environment' ? legacyOverride(project.config) : {};
  if (level !== 'environment') return stored;
  // Other routes (permission definitions, OAuth providers, …) change the project config directly; as in the
  // service, where they write the environment override, those changes are part of it.
  const branch = table(core)[rowKey(project.id, 'branch')] ?? {};
  const refreshed = mergeOverride(stored, configChanges(project.config, mergeOverride(branch, stored)));
  table(core)[rowKey(project.id, level)] = refreshed;
  return refreshed;
}

/** The service's merge (upstream override), of a write into a level and of the levels: each written key replaces that key and every key below it, then is set. */
export function mergeOverride(old: Override, patch: Override): Override {
  const merged: Override = {};
  const written = Object.keys(patch).filter((k) => patch[k] !== undefined);
  for (const [key, value] of Object.entries(old)) {
    if (!written.some((w) => key === w || key.startsWith(`${w}.`))) merged[key] = value;
  }
  for (const key of written) merged[key] = patch[key];
  return merged;
}

/** Stores a level's override; the branch and environment ones then set the project's modelled config. */
export function writeOverride(core: EmulatorCore, project: ProjectRecord, level: OverrideLevel, override: Override): void {
  if (level === 'project') {
    table(core)[rowKey(project.id, level)] = override;
    project.config.requirePublishableClientKey = requirePublishableClientKey(core, project);
    return;
  }
  // The environment override first takes in what other routes changed, measured against the levels as they were.
  const environment = level === 'environment' ? override : readOverride(core, project, 'environment');
  const branch = level === 'branch' ? override : readOverride(core, project, 'branch');
  table(core)[rowKey(project.id, level)] = override;
  applyOverride(project.config, mergeOverride(branch, environment));
  project.config.requirePublishableClientKey = requirePublishableClientKey(core, project);
}

/** `project.requirePublishableClientKey` as the levels render it (default false). */
function requirePublishableClientKey(core: EmulatorCore, project: ProjectRecord): boolean {
  return valueAt(effectiveOverride(core, project), 'project.requirePublishableClientKey') === true;
}

/**
 * The levels as the service renders them: each level's keys replace the same keys and every key below them in the
 * levels before it (upstream config/format.ts override), project, then branch, then environment.
 */
export function effectiveOverride(core: EmulatorCore, project: ProjectRecord): Override {
  return OVERRIDE_LEVELS.reduce<Override>((merged, level) => mergeOverride(merged, readOverride(core, project, level)), {});
}

/** The environment override the service writes when it creates a project from a legacy body (its sent config fields). */
export function initEnvironmentOverride(core: EmulatorCore, project: ProjectRecord, sentFields: readonly string[]): void {
  table(core)[rowKey(project.id, 'environment')] = creationOverride(project.config, sentFields);
}

const isPlainObject = (v: unknown): v is Override => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The service's reset (upstream removeKeysFromConfig): a key goes with every key below it, dot keys and nested objects
 * alike; an object left empty goes too.
 */
export function withoutKeys(override: Override, keys: readonly string[]): Override {
  const out: Override = {};
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || keys.some((k) => key === k || key.startsWith(`${k}.`))) continue;
    const inner = keys.filter((k) => k.startsWith(`${key}.`)).map((k) => k.slice(key.length + 1));
    if (inner.length > 0 && isPlainObject(value)) {
      const cleaned = withoutKeys(value, inner);
      if (Object.keys(cleaned).length > 0) out[key] = cleaned;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The branch override's source: what the last PUT said, `unlinked` when none did. */
export function readSource(core: EmulatorCore, project: ProjectRecord): ConfigSource {
  const sources = (core.state.extra[SOURCES] ??= emptyTable<ConfigSource>()) as Record<string, ConfigSource>;
  return structuredClone(sources[project.id] ?? UNLINKED);
}

export function writeSource(core: EmulatorCore, project: ProjectRecord, source: ConfigSource): void {
  const sources = (core.state.extra[SOURCES] ??= emptyTable<ConfigSource>()) as Record<string, ConfigSource>;
  sources[project.id] = structuredClone(source);
}

/** After a legacy project PATCH: the service writes the config fields it was sent into the environment override. */
export function syncLegacyConfig(core: EmulatorCore, project: ProjectRecord, fields: readonly string[]): void {
  const stored = table(core)[rowKey(project.id, 'environment')];
  if (stored === undefined) return; // still derived from the project on read
  table(core)[rowKey(project.id, 'environment')] = mergeOverride(stored, legacyKeysFor(fields, project.config));
}

/** Keys in Postgres jsonb order (shorter keys first, then by bytes), as the service's GET prints them. */
export function jsonbOrdered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrdered);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return Object.fromEntries(keys.map((k) => [k, jsonbOrdered((value as Record<string, unknown>)[k])]));
}

/** A deleted project's overrides go with it. */
export function deleteOverrides(core: EmulatorCore, projectId: string): void {
  for (const level of OVERRIDE_LEVELS) delete table(core)[rowKey(projectId, level)];
  delete (core.state.extra[SOURCES] as Record<string, ConfigSource> | undefined)?.[projectId];
}
