/** Password rules. */
export * from './password-policy';
