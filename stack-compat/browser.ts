/**
 * portcullis/stack in a browser: the official client app only (server and admin apps hold secret keys), over the
 * public browser entry.
 */
export { StackClientApp, type GetUserOptions } from './client-app';
export { KnownError, KnownErrors, NotSupportedByCompatError } from './errors';
export { StackAssertionError } from './assertion-error';
export type { HandlerUrlOptions, RedirectMethod, RequestLike, StackClientAppConstructorOptions, TokenStoreInit } from './options';
export type { StatusResult } from './results';
