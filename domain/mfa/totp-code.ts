/** TOTP code parsing: the six-digit second factor asked for after MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
import { clientSideError } from '../errors/client-side-errors';
import type { KnownErrors } from '../errors/known-errors';
import { err, ok, type Result } from '../shared/result';

export const TOTP_CODE_LENGTH = 6;

const TOTP_PATTERN = /^[0-9]{6}$/;

/** Exactly six ASCII digits (no Unicode digits, no spaces inside). */
export const isTotpCode = (s: string): boolean => TOTP_PATTERN.test(s);

/**
 * Trims surrounding whitespace (pasted codes often carry it) and checks the format. An empty or malformed
 * code fails with the same error the server would send, so callers need only one error path.
 */
export function parseTotpCode(input: string): Result<string, InstanceType<typeof KnownErrors.InvalidTotpCode>> {
  const code = input.trim();
  return isTotpCode(code) ? ok(code) : err(clientSideError('INVALID_TOTP_CODE'));
}
