/**
 * MfaAttempts: the attempt code of a sign-in that asked for a second factor, kept in the tab's session storage
 * (`stack_mfa_attempt_code`, protocol §5.4) until the six digits are entered, so the MFA step can be another page.
 */
import { hasKnownErrorCode } from '../../domain/errors/known-error-codes';
import type { SessionStoragePort } from '../../ports/session-storage.port';

export const MFA_ATTEMPT_CODE_KEY = 'stack_mfa_attempt_code';

export class MfaAttempts {
  readonly #storage: SessionStoragePort;

  constructor(storage: SessionStoragePort) {
    this.#storage = storage;
  }

  /** Keeps the attempt code when `error` is MULTI_FACTOR_AUTHENTICATION_REQUIRED; any other value is ignored. */
  remember(error: unknown): void {
    if (!hasKnownErrorCode(error, ['MULTI_FACTOR_AUTHENTICATION_REQUIRED'])) return;
    const code = (error.details as { attempt_code?: unknown } | undefined)?.attempt_code;
    if (typeof code === 'string' && code !== '') this.#storage.set(MFA_ATTEMPT_CODE_KEY, code);
  }

  current(): string | null {
    return this.#storage.get(MFA_ATTEMPT_CODE_KEY);
  }

  forget(): void {
    this.#storage.remove(MFA_ATTEMPT_CODE_KEY);
  }
}
