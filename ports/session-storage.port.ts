/**
 * SessionStoragePort: strings kept for this tab until it closes (the browser's sessionStorage): the MFA attempt code
 * between the sign-in that asked for a second factor and the page where the six digits are typed.
 *
 * @example
 * storage.set('stack_mfa_attempt_code', attemptCode);
 * const kept = storage.get('stack_mfa_attempt_code'); // string | null
 * @public
 */
export interface SessionStoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
