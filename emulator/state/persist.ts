/** Export/import of the whole state as JSON (the signing key included, as JWK), for `--data <file>`. */
import type { EmulatorCore } from '../core';
import { loadSigningKeys } from '../tokens/signing-key';
import { emptyState, type State } from './state';

export function exportState(core: EmulatorCore): string {
  return JSON.stringify(core.state, null, 2);
}

/** Replaces the state; refuses files of another version rather than half-loading them. */
export function importState(core: EmulatorCore, json: string): void {
  const parsed = JSON.parse(json) as Partial<State>;
  if (parsed.version !== 1 || parsed.signingKey === undefined || parsed.projects === undefined) {
    throw new Error('not an emulator state file (version 1)');
  }
  // Tables added after the file was written start empty instead of undefined.
  core.state = { ...emptyState(parsed.signingKey), ...parsed } as State;
  core.keys = loadSigningKeys(parsed.signingKey);
}
