import type { ServiceIdentifier } from 'inversify';
import type { ClockPort } from './clock.port';
import type { CookiePort } from './cookie.port';
import type { DigestPort } from './digest.port';
import type { EnvironmentPort } from './environment.port';
import type { HttpPort } from './http.port';
import type { JwtVerifierPort } from './jwt-verifier.port';
import type { LoggerPort } from './logger.port';
import type { NavigationPort } from './navigation.port';
import type { RandomPort } from './random.port';
import type { RequestTokensPort } from './request-tokens.port';
import type { SessionStoragePort } from './session-storage.port';
import type { TokenStorePort } from './token-store.port';
import type { WebAuthnPort } from './webauthn.port';

const id = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`portcullis/${name}`);

/**
 * Service identifiers of every port, for `@inject(TOKENS.X)` and container bindings.
 *
 * @example
 * container.bind(TOKENS.ClockPort).toConstantValue(new SystemClockAdapter());
 * @public
 */
export const TOKENS = {
  HttpPort: id<HttpPort>('HttpPort'),
  TokenStorePort: id<TokenStorePort>('TokenStorePort'),
  CookiePort: id<CookiePort>('CookiePort'),
  ClockPort: id<ClockPort>('ClockPort'),
  RandomPort: id<RandomPort>('RandomPort'),
  DigestPort: id<DigestPort>('DigestPort'),
  SessionStoragePort: id<SessionStoragePort>('SessionStoragePort'),
  WebAuthnPort: id<WebAuthnPort>('WebAuthnPort'),
  NavigationPort: id<NavigationPort>('NavigationPort'),
  EnvironmentPort: id<EnvironmentPort>('EnvironmentPort'),
  LoggerPort: id<LoggerPort>('LoggerPort'),
  /** Server roots only. */
  JwtVerifierPort: id<JwtVerifierPort>('JwtVerifierPort'),
  /** Server roots only. */
  RequestTokensPort: id<RequestTokensPort>('RequestTokensPort'),
} as const;
