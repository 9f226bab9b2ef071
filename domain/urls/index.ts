/** Barrel of domain/urls: handler URL defaults, callback URLs, and the client's redirect rule. */
export * from './handler-urls';
export * from './callback-url';
export * from './client-redirect';
export * from './api-base-url';
