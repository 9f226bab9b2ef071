/** Export/import of the whole state as JSON (the signing key included, as JWK), for `--data <file>`. */
import type { EmulatorCore } from '../core';
import { loadSigningKeys } from '../tokens/signing-key';
import { emptyState, KEYED_TABLES, tableOf, type State } from './state';

export function exportState(core: EmulatorCore): string {
  return JSON.stringify(core.state, null, 2);
}

/** Replaces the state; refuses files of another version rather than half-loading them. */
export function importState(core: EmulatorCore, json: string): void {
  const parsed = JSON.parse(json) as Partial<State>;
  if (parsed.version !== 1 || parsed.signingKey === undefined || parsed.projects === undefined) {
    throw new Error('not an emulator state file (version 1)');
  }
  // Tables added after the file was written start empty instead of undefined; keyed tables lose their prototype.
  const state = { ...emptyState(parsed.signingKey), ...parsed } as State;
  for (const name of KEYED_TABLES) (state as unknown as Record<string, unknown>)[name] = tableOf(state[name] as Record<string, unknown>);
  for (const [name, rows] of Object.entries(state.extra)) state.extra[name] = tableOf(rows);
  core.state = state;
  core.keys = loadSigningKeys(parsed.signingKey);
}
