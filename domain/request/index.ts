/** Request rules shared by the request layer and the HTTP adapters: retry decisions, Retry-After, HTTP dates, URL scrubbing. */
export * from './retry-policy';
export * from './retry-after';
export * from './http-date';
export * from './idempotent-methods';
export * from './access-token-refresh-codes';
export * from './scrub-url';
