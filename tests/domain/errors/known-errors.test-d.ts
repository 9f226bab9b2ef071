/** Type-level checks of the public error API (compiled by `tsc -p tsconfig.json`, not run by jest). */
import {
  KnownErrors,
  createKnownError,
  knownErrorFromJson,
  type AnyKnownError,
  type KnownErrorCode,
  type KnownErrorDetails,
  type KnownErrorFamily,
  type PascalCaseOfCode,
} from '../../../domain/errors';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

// Codes, names and details.
assertType<Equal<PascalCaseOfCode<'API_KEY_REVOKED'>, 'ApiKeyRevoked'>>();
assertType<Equal<PascalCaseOfCode<'PASSKEY_WEBAUTHN_ERROR'>, 'PasskeyWebAuthnError'>>();
assertType<Equal<KnownErrorDetails<'PASSWORD_TOO_LONG'>, { maxLength: number }>>();
assertType<Equal<KnownErrorDetails<'USER_NOT_FOUND'>, undefined>>();
assertType<Equal<KnownErrorFamily<'VERIFICATION_ERROR'>, 'VERIFICATION_ERROR' | 'VERIFICATION_CODE_NOT_FOUND' | 'VERIFICATION_CODE_EXPIRED' | 'VERIFICATION_CODE_ALREADY_USED' | 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'>>();
assertType<Equal<KnownErrorFamily<'INVALID_ACCESS_TOKEN'>, 'INVALID_ACCESS_TOKEN' | 'UNPARSABLE_ACCESS_TOKEN' | 'ACCESS_TOKEN_EXPIRED' | 'INVALID_PROJECT_FOR_ACCESS_TOKEN'>>();
assertType<Equal<AnyKnownError['code'], KnownErrorCode>>();

// Constructors: details required exactly when the code has some.
const _tooShort = new KnownErrors.PasswordTooShort({ min_length: 8 });
assertType<Equal<typeof _tooShort.code, 'PASSWORD_TOO_SHORT'>>();
new KnownErrors.UserNotFound();
createKnownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: 't', user_id: 'u' });
// @ts-expect-error details are required for TEAM_NOT_FOUND
createKnownError('TEAM_NOT_FOUND');
// @ts-expect-error PASSWORD_TOO_LONG uses camelCase maxLength on the wire
new KnownErrors.PasswordTooLong({ max_length: 70 });
// @ts-expect-error not a catalogue code
createKnownError('NOT_A_CODE');

// Narrowing: instanceof and isInstance give the whole family; switch on code gives typed details.
export function describeError(error: unknown): string {
  if (error instanceof KnownErrors.VerificationError) {
    assertType<Equal<typeof error.code, KnownErrorFamily<'VERIFICATION_ERROR'>>>();
    return error.code;
  }
  if (KnownErrors.PasswordRequirementsNotMet.isInstance(error)) {
    return error.code === 'PASSWORD_TOO_SHORT' ? String(error.details.min_length) : error.code;
  }
  const decoded = knownErrorFromJson({ code: 'ACCESS_TOKEN_EXPIRED' });
  return decoded.code === 'ACCESS_TOKEN_EXPIRED' ? String(decoded.details.expired_at_millis) : decoded.message;
}
