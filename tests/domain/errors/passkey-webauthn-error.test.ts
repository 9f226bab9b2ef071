/** Browser WebAuthn failures become KnownErrors.PasskeyWebAuthnError with a known code. */
import { KnownErrors, WEBAUTHN_ERROR_CODES, isWebAuthnErrorCode, passkeyWebAuthnError } from '../../../domain/errors';

describe('passkeyWebAuthnError', () => {
  test.each(WEBAUTHN_ERROR_CODES)('%s is kept as the details code', (code) => {
    const error = passkeyWebAuthnError({ message: 'The ceremony failed.', code });
    expect(error).toBeInstanceOf(KnownErrors.PasskeyWebAuthnError);
    expect(error.details).toEqual({ message: 'The ceremony failed.', code });
    expect(error.message).toBe('The ceremony failed.');
    expect(error.toWireJson()).toEqual({ code: 'PASSKEY_WEBAUTHN_ERROR', error: 'The ceremony failed.', details: { message: 'The ceremony failed.', code } });
  });

  test('an unknown browser code becomes the passthrough code, with the original as cause', () => {
    const cause = new Error('NotReadableError');
    const error = passkeyWebAuthnError({ message: 'Something odd.', code: 'ERROR_SOMETHING_NEW' }, cause);
    expect(error.details.code).toBe('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY');
    expect(error.cause).toBe(cause);
  });

  test('the spec lists eight browser codes plus the passthrough', () => {
    expect(WEBAUTHN_ERROR_CODES).toHaveLength(9);
    expect(isWebAuthnErrorCode('ERROR_CEREMONY_ABORTED')).toBe(true);
    expect(isWebAuthnErrorCode('ceremony aborted')).toBe(false);
    expect(isWebAuthnErrorCode(undefined)).toBe(false);
  });
});
