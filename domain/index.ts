/** Public barrel of domain/: types, rules and the known-error catalogue. */
export * from './errors';
