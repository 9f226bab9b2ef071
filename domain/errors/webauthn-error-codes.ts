/** The browser WebAuthn failure codes a PasskeyWebAuthnError carries (spec §8). */

export const WEBAUTHN_ERROR_CODES = [
  'ERROR_CEREMONY_ABORTED',
  'ERROR_INVALID_DOMAIN',
  'ERROR_INVALID_RP_ID',
  'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
  'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT',
  'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT',
  'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG',
  'ERROR_AUTHENTICATOR_GENERAL_ERROR',
  // Anything the browser reports that is none of the above; the original error is the `cause`.
  'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
] as const;

export type WebAuthnErrorCode = (typeof WEBAUTHN_ERROR_CODES)[number];

export function isWebAuthnErrorCode(code: unknown): code is WebAuthnErrorCode {
  return typeof code === 'string' && (WEBAUTHN_ERROR_CODES as readonly string[]).includes(code);
}
