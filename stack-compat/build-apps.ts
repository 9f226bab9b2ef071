/** Builds the Portcullis apps behind a compat app: the facade of the access type asked for, and the ones it contains. */
import { createAdminApp, createClientApp, createServerApp, type AdminApp, type ClientApp, type ServerApp } from './portcullis';
import { toPortcullisOptions, type StackAdminAppConstructorOptions } from './options';

export type AccessType = 'client' | 'server' | 'admin';

export interface PortcullisApps {
  readonly client: ClientApp;
  readonly server: ServerApp | undefined;
  readonly admin: AdminApp | undefined;
}

export function buildApps(options: StackAdminAppConstructorOptions, accessType: AccessType): PortcullisApps {
  const portcullisOptions = toPortcullisOptions(options, accessType);
  if (accessType === 'admin') {
    const admin = createAdminApp(portcullisOptions);
    return { client: admin.client, server: admin.server, admin };
  }
  if (accessType === 'server') {
    const server = createServerApp(portcullisOptions);
    return { client: server.client, server, admin: undefined };
  }
  return { client: createClientApp(portcullisOptions), server: undefined, admin: undefined };
}
