/**
 * BindingMap: every identifier a composition root binds, mapped to the type it resolves to, for
 * TypedContainer<BindingMap>; BINDING_KEYS is the same list at run time (tests resolve each one).
 *
 * TOKENS and the *_IDS are typed ServiceIdentifier<T>, which cannot key an interface; each key below is a
 * unique symbol type given to the very same Symbol.for value, so get(BINDING_KEYS.HttpPort) is an HttpPort.
 * CookiePort, WebAuthnPort and NavigationPort join when every root has an adapter for them.
 */
import type { TypedContainer } from '@inversifyjs/strongly-typed';
import type { OAuthRefreshBackend } from '../application/endpoints/session.endpoints';
import type { RequestLayer } from '../application/request/request-layer';
import { REQUEST_IDS } from '../application/request/request.identifiers';
import type { RequestOptions } from '../application/request/request-options';
import type { ResolvedSessionManagerOptions } from '../application/session/session-manager-options';
import type { ServerTime } from '../application/session/server-time';
import type { SessionManager } from '../application/session/session-manager';
import { SESSION_MANAGER_ID } from '../application/session/session-manager.identifier';
import { SESSION_IDS } from '../application/session/session.identifiers';
import type { ClockPort } from '../ports/clock.port';
import type { EnvironmentPort } from '../ports/environment.port';
import type { HttpPort } from '../ports/http.port';
import type { LoggerPort } from '../ports/logger.port';
import type { RandomPort } from '../ports/random.port';
import type { TokenStorePort } from '../ports/token-store.port';
import { TOKENS } from '../ports/tokens';

declare const httpPort: unique symbol;
declare const tokenStorePort: unique symbol;
declare const clockPort: unique symbol;
declare const randomPort: unique symbol;
declare const environmentPort: unique symbol;
declare const loggerPort: unique symbol;
declare const requestOptions: unique symbol;
declare const requestLayer: unique symbol;
declare const serverTime: unique symbol;
declare const refreshBackend: unique symbol;
declare const sessionManagerOptions: unique symbol;
declare const sessionManager: unique symbol;

export interface BindingMap {
  [httpPort]: HttpPort;
  [tokenStorePort]: TokenStorePort;
  [clockPort]: ClockPort;
  [randomPort]: RandomPort;
  [environmentPort]: EnvironmentPort;
  [loggerPort]: LoggerPort;
  [requestOptions]: RequestOptions;
  [requestLayer]: RequestLayer;
  [serverTime]: ServerTime;
  /** The interface is what SessionManager injects; the concrete class is what the root binds. */
  [refreshBackend]: OAuthRefreshBackend;
  [sessionManagerOptions]: ResolvedSessionManagerOptions;
  [sessionManager]: SessionManager;
}

/** The identifiers of BindingMap, by name; the values are the ones the application injects. */
export const BINDING_KEYS = {
  HttpPort: TOKENS.HttpPort as typeof httpPort,
  TokenStorePort: TOKENS.TokenStorePort as typeof tokenStorePort,
  ClockPort: TOKENS.ClockPort as typeof clockPort,
  RandomPort: TOKENS.RandomPort as typeof randomPort,
  EnvironmentPort: TOKENS.EnvironmentPort as typeof environmentPort,
  LoggerPort: TOKENS.LoggerPort as typeof loggerPort,
  RequestOptions: REQUEST_IDS.RequestOptions as typeof requestOptions,
  RequestLayer: REQUEST_IDS.RequestLayer as typeof requestLayer,
  ServerTime: SESSION_IDS.ServerTime as typeof serverTime,
  RefreshBackend: SESSION_IDS.RefreshBackend as typeof refreshBackend,
  SessionManagerOptions: SESSION_IDS.SessionManagerOptions as typeof sessionManagerOptions,
  SessionManager: SESSION_MANAGER_ID as typeof sessionManager,
} as const;

/** Compile-time check that BINDING_KEYS lists every key of BindingMap (a missing one makes this `false`). */
type Unlisted = Exclude<keyof BindingMap, (typeof BINDING_KEYS)[keyof typeof BINDING_KEYS]>;
export const BINDING_KEYS_COMPLETE: [Unlisted] extends [never] ? true : false = true;

/** A composition root's container: a missing or mistyped binding of a BindingMap key is a compile error. */
export type PortcullisContainer = TypedContainer<BindingMap>;
