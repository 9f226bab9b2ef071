/** The expected failures of the passkey methods, as matcher lists (for expectErrors) and their unions. */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../core/expect-errors';

export const PASSKEY_REGISTER_ERRORS = [
  KnownErrors.PasskeyWebAuthnError, KnownErrors.PasskeyRegistrationFailed, KnownErrors.PasskeyAuthenticationFailed,
  KnownErrors.PasskeyAuthenticationNotEnabled, KnownErrors.VerificationError,
] as const;
/**
 * Errors of `app.registerPasskey`: PASSKEY_WEBAUTHN_ERROR (cancelled, unsupported browser, refused options: details.code),
 * PASSKEY_REGISTRATION_FAILED, PASSKEY_AUTHENTICATION_FAILED (an untrusted origin, as the service words it),
 * PASSKEY_AUTHENTICATION_NOT_ENABLED, VERIFICATION_CODE_* (the challenge expired).
 * @example
 * const added = await app.registerPasskey();
 * if (!added.ok && added.error.code === 'PASSKEY_WEBAUTHN_ERROR') console.log(added.error.details.code); // ERROR_CEREMONY_ABORTED…
 * @public
 */
export type PasskeyRegisterError = ErrorsOf<typeof PASSKEY_REGISTER_ERRORS>;

export const PASSKEY_SIGN_IN_ERRORS = [
  KnownErrors.PasskeyWebAuthnError, KnownErrors.PasskeyAuthenticationFailed, KnownErrors.PasskeyAuthenticationNotEnabled,
  KnownErrors.MultiFactorAuthenticationRequired, KnownErrors.VerificationError,
] as const;
/**
 * Errors of `app.signInWithPasskey`: PASSKEY_WEBAUTHN_ERROR (details.code), PASSKEY_AUTHENTICATION_FAILED,
 * PASSKEY_AUTHENTICATION_NOT_ENABLED, MULTI_FACTOR_AUTHENTICATION_REQUIRED, VERIFICATION_CODE_*.
 * @example
 * const result = await app.signInWithPasskey();
 * if (!result.ok) console.log(result.error.message);
 * @public
 */
export type PasskeySignInError = ErrorsOf<typeof PASSKEY_SIGN_IN_ERRORS>;
