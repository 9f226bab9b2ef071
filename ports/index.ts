/** Public barrel of ports: the interfaces the application talks to (their identifiers are composition/binding-map.ts's). */
export type { AbortSignalLike } from './abort-signal';
export type { ClockPort, TimerHandle } from './clock.port';
export type { CookieOptions, CookiePort } from './cookie.port';
export type { DigestPort } from './digest.port';
export type { EnvironmentPort } from './environment.port';
export type { HttpMethod, HttpPort, HttpRequest, HttpResponse, HttpSendOptions } from './http.port';
export type { JsonWebKeySet, JwtExpectations, JwtVerification, JwtVerifierPort } from './jwt-verifier.port';
export type { LoggerPort } from './logger.port';
export type { NavigationPort } from './navigation.port';
export type { RandomPort } from './random.port';
export type { RequestLike, RequestTokensPort } from './request-tokens.port';
export type { SessionStoragePort } from './session-storage.port';
export { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from './token-store.port';
export type { WebAuthnPort } from './webauthn.port';
