/**
 * Every identifier of the library, in one place: BindingMap maps each identifier a composition root binds to the type
 * it resolves to, for TypedContainer<BindingMap>; BINDING_KEYS is the same list at run time (tests resolve each one).
 * application/ knows none of them: its classes take their dependencies as constructor arguments, and the modules of
 * composition/modules/ pass them (`singleton(X, (get) => new X(get(A), get(B)))`, see modules/bindings.ts). Classes
 * bind to themselves (the class is its identifier); symbols are for the rest: ports, options, the seams (AppCache,
 * UserFeatures) and the facades.
 *
 * Each identifier is a Symbol.for constant, whose type is a unique symbol, so it can key the maps:
 * get(BINDING_KEYS.HttpPort) is an HttpPort. ServerApp, AdminApp and what only they use are bound by the Node and
 * in-process roots only, so they have their own map (ServerBindingMap) and keys (SERVER_BINDING_KEYS): a browser
 * bundle, which never names them, leaves them out.
 */
import type { TypedContainer } from '@inversifyjs/strongly-typed';
import type { AdminApp } from '../application/apps/admin-app';
import type { ClientApp } from '../application/apps/client-app';
import type { ServerApp } from '../application/apps/server-app';
import type { PermissionDefinitionServices } from '../application/admin/admin-permission-definitions.service';
import type { AdminProjectServices } from '../application/admin/admin-config.service';
import type { OwnedProjectAppFactory } from '../application/admin/owned-project';
import type { AppOptions } from '../application/core/app-options';
import type { AppCache } from '../application/core/cache/app-cache';
import type { Lazy } from '../application/core/lazy';
import type { OAuthRefreshBackend } from '../application/core/session/session.endpoints';
import type { RequestLayer } from '../application/core/request/request-layer';
import type { RequestOptions } from '../application/core/request/request-options';
import type { ResolvedSessionManagerOptions } from '../application/core/session/session-manager-options';
import type { ServerTime } from '../application/core/session/server-time';
import type { SessionManager } from '../application/core/session/session-manager';
import type { UserFeatures } from '../application/user/user-features';
import type { ClockPort } from '../ports/clock.port';
import type { CookiePort } from '../ports/cookie.port';
import type { DigestPort } from '../ports/digest.port';
import type { SessionStoragePort } from '../ports/session-storage.port';
import type { WebAuthnPort } from '../ports/webauthn.port';
import type { EnvironmentPort } from '../ports/environment.port';
import type { HttpPort } from '../ports/http.port';
import type { JwtVerifierPort } from '../ports/jwt-verifier.port';
import type { AccessTokenVerifier } from '../application/server/access-token-verification.service';
import type { LoggerPort } from '../ports/logger.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RandomPort } from '../ports/random.port';
import type { RequestTokensPort } from '../ports/request-tokens.port';
import type { TokenStorePort } from '../ports/token-store.port';

// Symbol.for, so two copies of this module (two bundles of the library in one page or process) name the same binding.
const httpPort = Symbol.for('portcullis/HttpPort');
const tokenStorePort = Symbol.for('portcullis/TokenStorePort');
const clockPort = Symbol.for('portcullis/ClockPort');
const randomPort = Symbol.for('portcullis/RandomPort');
const digestPort = Symbol.for('portcullis/DigestPort');
const cookiePort = Symbol.for('portcullis/CookiePort');
const sessionStoragePort = Symbol.for('portcullis/SessionStoragePort');
const browserStoragePort = Symbol.for('portcullis/BrowserStoragePort');
const webAuthnPort = Symbol.for('portcullis/WebAuthnPort');
const environmentPort = Symbol.for('portcullis/EnvironmentPort');
const loggerPort = Symbol.for('portcullis/LoggerPort');
const navigationPort = Symbol.for('portcullis/NavigationPort');
const requestOptions = Symbol.for('portcullis/RequestOptions');
const requestLayer = Symbol.for('portcullis/RequestLayer');
const serverTime = Symbol.for('portcullis/ServerTime');
const refreshBackend = Symbol.for('portcullis/RefreshBackend');
const sessionManagerOptions = Symbol.for('portcullis/SessionManagerOptions');
const sessionManager = Symbol.for('portcullis/SessionManager');
const appOptions = Symbol.for('portcullis/AppOptions');
const appCache = Symbol.for('portcullis/AppCache');
const userFeatures = Symbol.for('portcullis/UserFeatures');
const clientApp = Symbol.for('portcullis/ClientApp');
// Node and in-process roots only.
const jwtVerifierPort = Symbol.for('portcullis/JwtVerifierPort');
const requestTokensPort = Symbol.for('portcullis/RequestTokensPort');
const accessTokenVerifier = Symbol.for('portcullis/AccessTokenVerifier');
const serverApp = Symbol.for('portcullis/ServerApp');
const adminApp = Symbol.for('portcullis/AdminApp');
const ownedProjectAppFactory = Symbol.for('portcullis/OwnedProjectAppFactory');
const permissionDefinitions = Symbol.for('portcullis/PermissionDefinitionServices');
const projectServices = Symbol.for('portcullis/AdminProjectServices');

/**
 * Every identifier a composition root binds, mapped to the type it resolves to (the map of PortcullisContainer). For
 * tests and custom roots.
 * @example
 * const container = createNodeContainer({ projectId, publishableClientKey });
 * const session: BindingMap[typeof BINDING_KEYS.SessionManager] = container.get(BINDING_KEYS.SessionManager);
 * @internal
 */
export interface BindingMap {
  [httpPort]: HttpPort;
  [tokenStorePort]: TokenStorePort;
  [clockPort]: ClockPort;
  [randomPort]: RandomPort;
  [digestPort]: DigestPort;
  [cookiePort]: CookiePort;
  [sessionStoragePort]: SessionStoragePort;
  /** Storage shared by the browser's tabs of this origin (localStorage): the magic links this browser asked for. */
  [browserStoragePort]: SessionStoragePort;
  [webAuthnPort]: WebAuthnPort;
  [environmentPort]: EnvironmentPort;
  [loggerPort]: LoggerPort;
  [requestOptions]: RequestOptions;
  [requestLayer]: RequestLayer;
  [serverTime]: ServerTime;
  /** The concrete class: what the root builds and SessionManager is given (it needs only RefreshBackend). */
  [refreshBackend]: OAuthRefreshBackend;
  [sessionManagerOptions]: ResolvedSessionManagerOptions;
  [sessionManager]: SessionManager;
  [navigationPort]: NavigationPort;
  [appOptions]: AppOptions;
  /** The cache seam objects read through (LazySessionAppCache). */
  [appCache]: AppCache;
  /** The services loaded on first use (modules/user-features.module.ts, through user-features.loader.ts). */
  [userFeatures]: Lazy<UserFeatures>;
  [clientApp]: ClientApp;
}

/** What the Node and in-process roots bind on top of BindingMap. */
export interface ServerBindingMap extends BindingMap {
  [jwtVerifierPort]: JwtVerifierPort;
  [requestTokensPort]: RequestTokensPort;
  /** ownedProject.app: built with the root's own adapters (server-surface.ts ownedAppFactory). */
  [ownedProjectAppFactory]: OwnedProjectAppFactory<AdminApp>;
  /** One AdminPermissionDefinitionService per scope (team, project). */
  [permissionDefinitions]: PermissionDefinitionServices;
  /** The admin's project service and its config service (AdminApp's project members). */
  [projectServices]: AdminProjectServices;
  /** Local access-token verification: ServerApp's, and createAccessTokenVerifier's without a secret key. */
  [accessTokenVerifier]: AccessTokenVerifier;
  [serverApp]: ServerApp;
  [adminApp]: AdminApp;
}

/**
 * The identifiers of BindingMap, by name: `container.get(BINDING_KEYS.X)` is typed.
 * For tests and custom roots; apps come from create*App.
 * @example
 * const container = createNodeContainer({ projectId, publishableClientKey });
 * const app = container.get(BINDING_KEYS.ClientApp);
 * const options = container.get(BINDING_KEYS.AppOptions);
 * @internal
 */
export const BINDING_KEYS = {
  HttpPort: httpPort,
  TokenStorePort: tokenStorePort,
  ClockPort: clockPort,
  RandomPort: randomPort,
  DigestPort: digestPort,
  CookiePort: cookiePort,
  SessionStoragePort: sessionStoragePort,
  BrowserStoragePort: browserStoragePort,
  WebAuthnPort: webAuthnPort,
  EnvironmentPort: environmentPort,
  LoggerPort: loggerPort,
  RequestOptions: requestOptions,
  RequestLayer: requestLayer,
  ServerTime: serverTime,
  RefreshBackend: refreshBackend,
  SessionManagerOptions: sessionManagerOptions,
  SessionManager: sessionManager,
  NavigationPort: navigationPort,
  AppOptions: appOptions,
  AppCache: appCache,
  UserFeatures: userFeatures,
  ClientApp: clientApp,
} as const;

/**
 * The identifiers the Node and in-process roots add to BindingMap: ServerApp, AdminApp and what only they use. Use
 * createServerApp / createAdminApp instead; the container type that resolves them is not exported.
 * @example
 * const keys: readonly symbol[] = [SERVER_BINDING_KEYS.ServerApp, SERVER_BINDING_KEYS.AdminApp];
 * @internal
 */
export const SERVER_BINDING_KEYS = {
  JwtVerifierPort: jwtVerifierPort,
  RequestTokensPort: requestTokensPort,
  OwnedProjectAppFactory: ownedProjectAppFactory,
  PermissionDefinitions: permissionDefinitions,
  ProjectServices: projectServices,
  AccessTokenVerifier: accessTokenVerifier,
  ServerApp: serverApp,
  AdminApp: adminApp,
} as const;

/** Compile-time check that BINDING_KEYS lists every key of BindingMap (a missing one makes this `false`). */
type Unlisted = Exclude<keyof BindingMap, (typeof BINDING_KEYS)[keyof typeof BINDING_KEYS]>;
export const BINDING_KEYS_COMPLETE: [Unlisted] extends [never] ? true : false = true;

/** The same check for SERVER_BINDING_KEYS and the keys ServerBindingMap adds. */
type ServerUnlisted = Exclude<keyof ServerBindingMap, keyof BindingMap | (typeof SERVER_BINDING_KEYS)[keyof typeof SERVER_BINDING_KEYS]>;
export const SERVER_BINDING_KEYS_COMPLETE: [ServerUnlisted] extends [never] ? true : false = true;

/**
 * A composition root's container (inversify, typed by BindingMap): a missing or mistyped binding is a compile error.
 * @example
 * const container: PortcullisContainer = createNodeContainer({ projectId, publishableClientKey });
 * const app = container.get(BINDING_KEYS.ClientApp);
 * @internal
 */
export type PortcullisContainer = TypedContainer<BindingMap>;

/** A Node or in-process root's container, which also resolves the server and admin facades. */
export type PortcullisServerContainer = TypedContainer<ServerBindingMap>;
