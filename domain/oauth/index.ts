/** OAuth rules. */
export * from './callback-url';
export * from './pkce';
