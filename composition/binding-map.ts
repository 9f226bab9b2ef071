/**
 * BindingMap: every identifier a composition root binds, mapped to the type it resolves to, for
 * TypedContainer<BindingMap>; BINDING_KEYS is the same list at run time (tests resolve each one).
 *
 * TOKENS and the *_IDS are typed ServiceIdentifier<T>, which cannot key an interface; each key below is a
 * unique symbol type given to the very same Symbol.for value, so get(BINDING_KEYS.HttpPort) is an HttpPort.
 * ServerApp and AdminApp are only bound
 * by the Node and in-process roots, so they have their own map (ServerBindingMap).
 */
import type { TypedContainer } from '@inversifyjs/strongly-typed';
import type { AdminApp } from '../application/apps/admin-app';
import { ADMIN_APP_ID } from '../application/apps/admin-app.identifier';
import type { ClientApp } from '../application/apps/client-app';
import { CLIENT_APP_ID } from '../application/apps/client-app.identifier';
import type { ServerApp } from '../application/apps/server-app';
import { SERVER_APP_ID } from '../application/apps/server-app.identifier';
import type { AppOptions } from '../application/core/app-options';
import { APP_IDS } from '../application/core/app.identifiers';
import type { OAuthRefreshBackend } from '../application/core/session/session.endpoints';
import type { RequestLayer } from '../application/core/request/request-layer';
import { REQUEST_IDS } from '../application/core/request/request.identifiers';
import type { RequestOptions } from '../application/core/request/request-options';
import type { ResolvedSessionManagerOptions } from '../application/core/session/session-manager-options';
import type { ServerTime } from '../application/core/session/server-time';
import type { SessionManager } from '../application/core/session/session-manager';
import { SESSION_MANAGER_ID } from '../application/core/session/session-manager.identifier';
import { SESSION_IDS } from '../application/core/session/session.identifiers';
import type { ClockPort } from '../ports/clock.port';
import type { CookiePort } from '../ports/cookie.port';
import type { DigestPort } from '../ports/digest.port';
import type { SessionStoragePort } from '../ports/session-storage.port';
import type { WebAuthnPort } from '../ports/webauthn.port';
import type { EnvironmentPort } from '../ports/environment.port';
import type { HttpPort } from '../ports/http.port';
import type { LoggerPort } from '../ports/logger.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RandomPort } from '../ports/random.port';
import type { TokenStorePort } from '../ports/token-store.port';
import { TOKENS } from '../ports/tokens';

declare const httpPort: unique symbol;
declare const tokenStorePort: unique symbol;
declare const clockPort: unique symbol;
declare const randomPort: unique symbol;
declare const digestPort: unique symbol;
declare const cookiePort: unique symbol;
declare const sessionStoragePort: unique symbol;
declare const webAuthnPort: unique symbol;
declare const environmentPort: unique symbol;
declare const loggerPort: unique symbol;
declare const requestOptions: unique symbol;
declare const requestLayer: unique symbol;
declare const serverTime: unique symbol;
declare const refreshBackend: unique symbol;
declare const sessionManagerOptions: unique symbol;
declare const sessionManager: unique symbol;
declare const navigationPort: unique symbol;
declare const appOptions: unique symbol;
declare const clientApp: unique symbol;
declare const serverApp: unique symbol;
declare const adminApp: unique symbol;

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
  [webAuthnPort]: WebAuthnPort;
  [environmentPort]: EnvironmentPort;
  [loggerPort]: LoggerPort;
  [requestOptions]: RequestOptions;
  [requestLayer]: RequestLayer;
  [serverTime]: ServerTime;
  /** The interface is what SessionManager injects; the concrete class is what the root binds. */
  [refreshBackend]: OAuthRefreshBackend;
  [sessionManagerOptions]: ResolvedSessionManagerOptions;
  [sessionManager]: SessionManager;
  [navigationPort]: NavigationPort;
  [appOptions]: AppOptions;
  [clientApp]: ClientApp;
}

/** What the Node and in-process roots bind on top of BindingMap. */
export interface ServerBindingMap extends BindingMap {
  [serverApp]: ServerApp;
  [adminApp]: AdminApp;
}

/**
 * The identifiers of BindingMap, by name, as the application injects them: `container.get(BINDING_KEYS.X)` is typed.
 * For tests and custom roots; apps come from create*App.
 * @example
 * const container = createNodeContainer({ projectId, publishableClientKey });
 * const app = container.get(BINDING_KEYS.ClientApp);
 * const options = container.get(BINDING_KEYS.AppOptions);
 * @internal
 */
export const BINDING_KEYS = {
  HttpPort: TOKENS.HttpPort as typeof httpPort,
  TokenStorePort: TOKENS.TokenStorePort as typeof tokenStorePort,
  ClockPort: TOKENS.ClockPort as typeof clockPort,
  RandomPort: TOKENS.RandomPort as typeof randomPort,
  DigestPort: TOKENS.DigestPort as typeof digestPort,
  CookiePort: TOKENS.CookiePort as typeof cookiePort,
  SessionStoragePort: TOKENS.SessionStoragePort as typeof sessionStoragePort,
  WebAuthnPort: TOKENS.WebAuthnPort as typeof webAuthnPort,
  EnvironmentPort: TOKENS.EnvironmentPort as typeof environmentPort,
  LoggerPort: TOKENS.LoggerPort as typeof loggerPort,
  RequestOptions: REQUEST_IDS.RequestOptions as typeof requestOptions,
  RequestLayer: REQUEST_IDS.RequestLayer as typeof requestLayer,
  ServerTime: SESSION_IDS.ServerTime as typeof serverTime,
  RefreshBackend: SESSION_IDS.RefreshBackend as typeof refreshBackend,
  SessionManagerOptions: SESSION_IDS.SessionManagerOptions as typeof sessionManagerOptions,
  SessionManager: SESSION_MANAGER_ID as typeof sessionManager,
  NavigationPort: TOKENS.NavigationPort as typeof navigationPort,
  AppOptions: APP_IDS.AppOptions as typeof appOptions,
  ClientApp: CLIENT_APP_ID as typeof clientApp,
} as const;

/**
 * The identifiers the Node and in-process roots add to BindingMap: ServerApp and AdminApp. Use createServerApp /
 * createAdminApp instead; the container type that resolves them is not exported.
 * @example
 * const keys: readonly symbol[] = [SERVER_BINDING_KEYS.ServerApp, SERVER_BINDING_KEYS.AdminApp];
 * @internal
 */
export const SERVER_BINDING_KEYS = {
  ServerApp: SERVER_APP_ID as typeof serverApp,
  AdminApp: ADMIN_APP_ID as typeof adminApp,
} as const;

/** Compile-time check that BINDING_KEYS lists every key of BindingMap (a missing one makes this `false`). */
type Unlisted = Exclude<keyof BindingMap, (typeof BINDING_KEYS)[keyof typeof BINDING_KEYS]>;
export const BINDING_KEYS_COMPLETE: [Unlisted] extends [never] ? true : false = true;

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
