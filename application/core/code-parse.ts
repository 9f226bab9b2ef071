/**
 * parseCodeInput: a code of the wrong shape becomes the error the server would send,
 * without a request. Only the flows loaded on first use (magic link, verification) parse codes, so this file is
 * not re-exported by the public barrel and stays out of a sign-in page's up-front code.
 */
import { clientSideError } from '../../domain/errors/client-side-errors';
import type { KnownErrors } from '../../domain/errors/known-errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { combineOtpAndNonce, normaliseVerificationCode } from '../../domain/verification/verification-code';
import type { CodeInput } from './code-input';

export type CodeNotFound = InstanceType<typeof KnownErrors.VerificationCodeNotFound>;

/** The 45-character code to send; VERIFICATION_CODE_NOT_FOUND when the input cannot be one (no code of that shape exists). */
export function parseCodeInput(input: CodeInput): Result<string, CodeNotFound> {
  const code = typeof input === 'string' ? normaliseVerificationCode(input) : combined(input.otp, input.nonce);
  return code === null ? err(clientSideError('VERIFICATION_CODE_NOT_FOUND')) : ok(code);
}

function combined(otp: string, nonce: string): string | null {
  const result = combineOtpAndNonce(otp, nonce);
  return result.ok ? result.value : null;
}
