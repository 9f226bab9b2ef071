/** Service identifiers of the session engine's application-level collaborators (not ports, so not in TOKENS). */
import type { ServiceIdentifier } from 'inversify';
import type { RefreshBackend } from './refresh-backend';
import type { ServerTime } from './server-time';
import type { SessionManagerOptions } from './session-manager-options';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const SESSION_IDS = {
  RefreshBackend: Symbol.for('portcullis/RefreshBackend') as ServiceIdentifier<RefreshBackend>,
  ServerTime: Symbol.for('portcullis/ServerTime') as ServiceIdentifier<ServerTime>,
  SessionManagerOptions: Symbol.for('portcullis/SessionManagerOptions') as ServiceIdentifier<SessionManagerOptions>,
} as const;
