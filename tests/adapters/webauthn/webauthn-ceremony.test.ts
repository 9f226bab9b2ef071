/**
 * The code a failed ceremony carries (adapters/webauthn/webauthn-ceremony.ts). The real-browser run that found the
 * NotAllowedError case is tests/browser/passkeys.browser.test.ts (a virtual authenticator refusing user verification).
 */
import { WebAuthnError } from '@simplewebauthn/browser';
import { ceremonyFailureCode } from '../../../adapters/webauthn/webauthn-ceremony';

const notAllowed = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

test.each([
  ['the library\'s passthrough of NotAllowedError (cancelled, timed out, verification refused)', 'ERROR_CEREMONY_ABORTED',
    new WebAuthnError({ message: notAllowed.message, code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: notAllowed })],
  ['a bare NotAllowedError', 'ERROR_CEREMONY_ABORTED', notAllowed],
  ['the library\'s own abort code', 'ERROR_CEREMONY_ABORTED', new WebAuthnError({ message: 'aborted', code: 'ERROR_CEREMONY_ABORTED', cause: new DOMException('x', 'AbortError') })],
  ['a named library code', 'ERROR_INVALID_RP_ID', new WebAuthnError({ message: 'rp', code: 'ERROR_INVALID_RP_ID', cause: new DOMException('x', 'SecurityError') })],
  ['a passthrough of anything else', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', new WebAuthnError({ message: 'x', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: new DOMException('x', 'UnknownError') })],
  ['not an error at all', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'boom'],
  ['null', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', null],
])('%s → %s', (_what, code, error) => {
  expect(ceremonyFailureCode(error)).toBe(code);
});
