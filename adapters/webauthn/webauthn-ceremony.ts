/**
 * The ceremonies of BrowserWebAuthnAdapter, over @simplewebauthn/browser: loaded by the adapter on first use (one
 * chunk with the library), so a page that never touches passkeys downloads neither. Failures reject with
 * KnownErrors.PasskeyWebAuthnError carrying the library's code (ERROR_CEREMONY_ABORTED when the person cancels…),
 * built by the `toError` the adapter passes (passkeyWebAuthnError, which the adapter loads alongside with the error
 * catalogue): this chunk imports only the library.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJson, PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson, RegistrationResponseJson,
} from '../../domain/webauthn/webauthn-json';

/** Builds the error a ceremony rejects with from the library's failure (passkeyWebAuthnError, given by the adapter). */
export type CeremonyErrorFactory = (failure: { readonly message: string; readonly code: string }, cause: unknown) => Error;

function asPasskeyError(error: unknown, toError: CeremonyErrorFactory): Error {
  const failure = error as { message?: unknown; code?: unknown; name?: unknown };
  const message = typeof failure?.message === 'string' ? failure.message : 'The passkey ceremony failed.';
  const code = typeof failure?.code === 'string' ? failure.code : failure?.name === 'NotAllowedError' ? 'ERROR_CEREMONY_ABORTED' : 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY';
  return toError({ message, code }, error);
}

export async function registerCredential(options: PublicKeyCredentialCreationOptionsJson, toError: CeremonyErrorFactory): Promise<RegistrationResponseJson> {
  try {
    return (await startRegistration({ optionsJSON: options as never })) as unknown as RegistrationResponseJson;
  } catch (error) {
    throw asPasskeyError(error, toError);
  }
}

export async function authenticate(options: PublicKeyCredentialRequestOptionsJson, toError: CeremonyErrorFactory): Promise<AuthenticationResponseJson> {
  try {
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as AuthenticationResponseJson;
  } catch (error) {
    throw asPasskeyError(error, toError);
  }
}
