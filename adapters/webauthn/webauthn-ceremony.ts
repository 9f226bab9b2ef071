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

/**
 * The code a failure carries. The library reports the browser's NotAllowedError (the person cancelled, the prompt timed
 * out, or the authenticator refused user verification: the browser does not tell these apart, on purpose) as a
 * passthrough with the DOMException as its cause; the app is told what it can act on, ERROR_CEREMONY_ABORTED.
 */
export function ceremonyFailureCode(error: unknown): string {
  const failure = error as { code?: unknown; name?: unknown; cause?: { name?: unknown } } | null | undefined;
  const notAllowed = failure?.name === 'NotAllowedError' || failure?.cause?.name === 'NotAllowedError';
  if (typeof failure?.code === 'string' && !(failure.code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' && notAllowed)) return failure.code;
  return notAllowed ? 'ERROR_CEREMONY_ABORTED' : 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY';
}

function asPasskeyError(error: unknown, toError: CeremonyErrorFactory): Error {
  const message = typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : 'The passkey ceremony failed.';
  return toError({ message, code: ceremonyFailureCode(error) }, error);
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
