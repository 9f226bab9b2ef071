/** The passkeys table: one credential per user (§2.5), looked up by credential id at sign-in. */
import type { EmulatorCore } from '../core';
import { newId } from '../random';
import type { PasskeyRecord } from '../state/records';

export type NewPasskey = Omit<PasskeyRecord, 'id' | 'createdAt'>;

/** Re-registering replaces the user's passkey rather than adding a second one (the real backend keeps one). */
export function savePasskey(core: EmulatorCore, input: NewPasskey): PasskeyRecord {
  deletePasskeysOfUser(core, input.userId);
  const record: PasskeyRecord = { ...input, id: newId(), createdAt: core.clock.now() };
  core.state.passkeys[record.id] = record;
  return record;
}

export function findPasskeyByCredentialId(core: EmulatorCore, projectId: string, credentialId: string): PasskeyRecord | undefined {
  return Object.values(core.state.passkeys).find((p) => p.projectId === projectId && p.credentialId === credentialId);
}

export function userHasPasskey(core: EmulatorCore, userId: string): boolean {
  return Object.values(core.state.passkeys).some((p) => p.userId === userId);
}

/** `PATCH users/me {passkey_auth_enabled: false}` and user deletion call this. */
export function deletePasskeysOfUser(core: EmulatorCore, userId: string): void {
  for (const [id, p] of Object.entries(core.state.passkeys)) if (p.userId === userId) delete core.state.passkeys[id];
}
