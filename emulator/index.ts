/** Public entry of the emulator: the in-process handler factory and the HTTP server. */
export { createEmulator, type Emulator, type EmulatorOptions } from './emulator';
export { DEFAULT_MAX_BODY_BYTES, startEmulatorServer, type RunningServer, type ServerOptions } from './server';
export { SEED } from './state/seed';
export type { OutboxEmail } from './outbox';
export type { SharedOAuthProviderEndpoints } from './oauth/shared-provider-endpoints';
export { attachStateFile } from './state/attach-state-file';
export { openStateFile, StateFileError, type StateFile, type StateFileIo } from './state/state-file';
