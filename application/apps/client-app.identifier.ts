/** The ClientApp's service identifier, in its own file so the facades can inject each other without an import cycle. */
import type { ServiceIdentifier } from 'inversify';
import type { ClientApp } from './client-app';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const CLIENT_APP_ID = Symbol.for('portcullis/ClientApp') as ServiceIdentifier<ClientApp>;
