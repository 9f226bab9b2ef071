/** MFA rules. */
export * from './totp-code';
export * from './totp-setup';
