/** The AdminApp's service identifier, in its own file so the facades can inject each other without an import cycle. */
import type { ServiceIdentifier } from 'inversify';
import type { AdminApp } from './admin-app';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const ADMIN_APP_ID = Symbol.for('portcullis/AdminApp') as ServiceIdentifier<AdminApp>;
