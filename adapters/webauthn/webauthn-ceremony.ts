/**
 * The ceremonies of BrowserWebAuthnAdapter, over @simplewebauthn/browser: loaded by the adapter on first use (one
 * chunk with the library), so a page that never touches passkeys downloads neither. Failures reject with
 * KnownErrors.PasskeyWebAuthnError carrying the library's code (ERROR_CEREMONY_ABORTED when the person cancels…).
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { passkeyWebAuthnError } from '../../domain/errors/passkey-webauthn-error';
import type {
  AuthenticationResponseJson, PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson, RegistrationResponseJson,
} from '../../domain/webauthn/webauthn-json';

function asPasskeyError(error: unknown): Error {
  const failure = error as { message?: unknown; code?: unknown; name?: unknown };
  const message = typeof failure?.message === 'string' ? failure.message : 'The passkey ceremony failed.';
  const code = typeof failure?.code === 'string' ? failure.code : failure?.name === 'NotAllowedError' ? 'ERROR_CEREMONY_ABORTED' : 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY';
  return passkeyWebAuthnError({ message, code }, error);
}

export async function registerCredential(options: PublicKeyCredentialCreationOptionsJson): Promise<RegistrationResponseJson> {
  try {
    return (await startRegistration({ optionsJSON: options as never })) as unknown as RegistrationResponseJson;
  } catch (error) {
    throw asPasskeyError(error);
  }
}

export async function authenticate(options: PublicKeyCredentialRequestOptionsJson): Promise<AuthenticationResponseJson> {
  try {
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as AuthenticationResponseJson;
  } catch (error) {
    throw asPasskeyError(error);
  }
}
