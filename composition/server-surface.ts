/**
 * serverSurface: the server and admin facade modules, plus the adapters only they use (local JWT verification, reading
 * an incoming request's tokens), for the Node and in-process roots only (never the browser root).
 */
import type { ContainerModule } from 'inversify';
import { JoseJwtVerifierAdapter } from '../adapters/jwt/jose-jwt-verifier.adapter';
import { RequestTokensAdapter } from '../adapters/token-store/request-tokens.adapter';
import type { AdminApp } from '../application/apps/admin-app';
import type { ClientOptions } from '../application/options/client-options';
import type { AdminAccessTokenSource } from '../application/core/request/request-options';
import type { OwnedProjectAppFactory } from '../application/admin/owned-project';
import { SECRET_SERVER_KEY_SETTING, SUPER_SECRET_ADMIN_KEY_SETTING } from '../application/options/server-side-options';
import { PROJECT_ID_SETTING, PUBLISHABLE_KEY_SETTING } from '../application/options/setup-message';
import type { EnvironmentPort } from '../ports/environment.port';
import { SERVER_BINDING_KEYS as S, type PortcullisContainer, type ServerBindingMap } from './binding-map';
import { adminAppOf } from './create-apps';
import { adminAppModule } from './modules/admin-app.module';
import { bindingModule } from './modules/bindings';
import { serverAppModule } from './modules/server-app.module';

function serverPortsModule(ownedApp: OwnedProjectAppFactory<AdminApp>): ContainerModule {
  return bindingModule<ServerBindingMap>(({ constant }) => {
    constant(S.JwtVerifierPort, new JoseJwtVerifierAdapter());
    constant(S.RequestTokensPort, new RequestTokensAdapter());
    constant(S.OwnedProjectAppFactory, ownedApp);
  });
}

/** `ownedApp` builds ownedProject.app with the root's own adapters (ownedAppFactory). */
export function serverSurface(ownedApp: OwnedProjectAppFactory<AdminApp>): ContainerModule[] {
  return [serverAppModule(), adminAppModule(), serverPortsModule(ownedApp)];
}

/**
 * ownedProject.app for a composition root: `build` assembles a container of that root from the owned app's options and
 * environment, derived here from this app's (`options`, `environment`), so every root gets the same rules.
 */
export function ownedAppFactory(
  options: ClientOptions, environment: EnvironmentPort, build: (options: ClientOptions, environment: EnvironmentPort) => PortcullisContainer,
): OwnedProjectAppFactory<AdminApp> {
  return (projectId, token) => adminAppOf(build(ownedProjectOptions(options, projectId, token), ownedProjectEnvironment(environment)));
}

/**
 * The options of an owned project's AdminApp: this app's settings (base URL, timeouts, client version…) for that
 * project, the owner's token as the only credential (this app's keys belong to another project) and a memory token
 * store (the owned app has no user session of its own and must not write this app's cookies).
 */
function ownedProjectOptions(options: ClientOptions, projectId: string, adminAccessToken: AdminAccessTokenSource): ClientOptions {
  const {
    projectId: _project, publishableClientKey: _client, secretServerKey: _server, superSecretAdminKey: _admin, adminAccessToken: _token,
    accessType: _access, tokenStore: _store, ...shared
  } = options;
  return { ...shared, projectId, adminAccessToken, accessType: 'admin', tokenStore: 'memory', noAutomaticPrefetch: true };
}

/** The variables that name this process's own project and its keys (STACK_PROJECT_ID, STACK_*_KEY…). */
const CREDENTIAL_VARIABLES: ReadonlySet<string> = new Set(
  [PROJECT_ID_SETTING, PUBLISHABLE_KEY_SETTING, SECRET_SERVER_KEY_SETTING, SUPER_SECRET_ADMIN_KEY_SETTING].flatMap((setting) => setting.variables),
);

/**
 * The environment an owned project's app reads: this process's, without its project and keys. They belong to the
 * project this process runs for; read as fallbacks, they would go out with the owned project's id.
 */
function ownedProjectEnvironment(environment: EnvironmentPort): EnvironmentPort {
  return { kind: environment.kind, variable: (name) => (CREDENTIAL_VARIABLES.has(name) ? undefined : environment.variable(name)) };
}
