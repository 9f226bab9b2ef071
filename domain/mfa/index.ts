/** MFA rules. */
export * from './totp-code';
