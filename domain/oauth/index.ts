/** OAuth rules. */
export * from './callback-url';
export * from './pkce';
export * from './authorize-query';
export * from './callback-params';
