/**
 * The stored config overrides, one per project and level (`state.extra.configOverrides`, key `<projectId>:<level>`),
 * and how the environment override drives the emulator's project config (protocol §2.16). The environment override
 * starts as the project's legacy config written as dot keys, as the service writes it at creation.
 */
import type { EmulatorCore } from '../core';
import { emptyTable } from '../state/state';
import type { ProjectRecord } from '../state/records';
import { applyOverride, configChanges, legacyKeysFor, legacyOverride, valueAt } from './legacy';
import { OVERRIDE_LEVELS, type OverrideLevel } from './schema';
import type { Override } from './validate';

const TABLE = 'configOverrides';

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
  const refreshed = mergeOverride(stored, configChanges(project.config, stored));
  table(core)[rowKey(project.id, level)] = refreshed;
  return refreshed;
}

/** The service's merge: each written key replaces that key and every key below it, then is set. */
export function mergeOverride(old: Override, patch: Override): Override {
  const merged: Override = {};
  const written = Object.keys(patch).filter((k) => patch[k] !== undefined);
  for (const [key, value] of Object.entries(old)) {
    if (!written.some((w) => key === w || key.startsWith(`${w}.`))) merged[key] = value;
  }
  for (const key of written) merged[key] = patch[key];
  return merged;
}

/** Stores a level's override; the environment one then sets the project's modelled config. */
export function writeOverride(core: EmulatorCore, project: ProjectRecord, level: OverrideLevel, override: Override): void {
  table(core)[rowKey(project.id, level)] = override;
  if (level === 'environment') applyOverride(project.config, override);
  project.config.requirePublishableClientKey = requirePublishableClientKey(core, project.id);
}

/** `project.requirePublishableClientKey` as the levels render it: the last level that sets a boolean wins (default false). */
function requirePublishableClientKey(core: EmulatorCore, projectId: string): boolean {
  let value = false;
  for (const level of OVERRIDE_LEVELS) {
    const stored = table(core)[rowKey(projectId, level)];
    const set = stored === undefined ? undefined : valueAt(stored, 'project.requirePublishableClientKey');
    if (typeof set === 'boolean') value = set;
  }
  return value;
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
}
