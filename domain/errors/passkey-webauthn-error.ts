/** Builds KnownErrors.PasskeyWebAuthnError from a browser WebAuthn failure code. */
import { KnownErrors } from './known-errors';
import type { KnownErrorOf } from './known-error-types';
import { isWebAuthnErrorCode, type WebAuthnErrorCode } from './webauthn-error-codes';

/**
 * The error a WebAuthn adapter rejects with. Codes the browser library does not name become
 * ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY, with the original failure as `cause`.
 */
export function passkeyWebAuthnError(
  failure: { readonly message: string; readonly code: WebAuthnErrorCode | (string & {}) },
  cause?: unknown,
): KnownErrorOf<'PASSKEY_WEBAUTHN_ERROR'> {
  const code: WebAuthnErrorCode = isWebAuthnErrorCode(failure.code) ? failure.code : 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY';
  // The message is given: browser bundles do not carry the catalogue wording (its wording is the details' message anyway).
  return new KnownErrors.PasskeyWebAuthnError({ message: failure.message, code }, { message: failure.message, cause });
}
