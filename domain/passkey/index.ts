/** Passkey rules. */
export * from './passkey-rules';
