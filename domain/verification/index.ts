/** Verification code rules. */
export * from './verification-code';
