/** Session rules: access-token claims and validity. */
export * from './access-token';
export * from './token-validity';
export * from './access-token-trust';
export * from './verified-token-rules';
