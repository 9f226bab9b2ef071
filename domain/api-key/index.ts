/** API key rules. */
export * from './api-key-state';
