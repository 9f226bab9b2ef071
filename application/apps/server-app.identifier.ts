/** The ServerApp's service identifier, in its own file so the facades can inject each other without an import cycle. */
import type { ServiceIdentifier } from 'inversify';
import type { ServerApp } from './server-app';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const SERVER_APP_ID = Symbol.for('portcullis/ServerApp') as ServiceIdentifier<ServerApp>;
