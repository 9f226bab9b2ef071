/**
 * The SessionManager's service identifier. Its own file (not SESSION_IDS) because session-manager.ts imports
 * SESSION_IDS: naming the manager there would close an import cycle.
 */
import type { ServiceIdentifier } from 'inversify';
import type { SessionManager } from './session-manager';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const SESSION_MANAGER_ID = Symbol.for('portcullis/SessionManager') as ServiceIdentifier<SessionManager>;
