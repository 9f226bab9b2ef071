/**
 * BrowserWebAuthnAdapter: WebAuthnPort over @simplewebauthn/browser (never a hand-written ceremony). The library is
 * imported on first use, so a page that never touches passkeys does not download it. Failures reject with
 * KnownErrors.PasskeyWebAuthnError carrying the library's code (ERROR_CEREMONY_ABORTED when the person cancels…).
 */
import { passkeyWebAuthnError } from '../../domain/errors/passkey-webauthn-error';
import type {
  AuthenticationResponseJson, PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson, RegistrationResponseJson,
} from '../../domain/webauthn/webauthn-json';
import type { WebAuthnPort } from '../../ports/webauthn.port';

/** What the page offers; injected so the adapter reads no global itself. */
export interface WebAuthnPageLike {
  readonly PublicKeyCredential?: unknown;
}

function asPasskeyError(error: unknown): Error {
  const failure = error as { message?: unknown; code?: unknown; name?: unknown };
  const message = typeof failure?.message === 'string' ? failure.message : 'The passkey ceremony failed.';
  const code = typeof failure?.code === 'string' ? failure.code : failure?.name === 'NotAllowedError' ? 'ERROR_CEREMONY_ABORTED' : 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY';
  return passkeyWebAuthnError({ message, code }, error);
}

export class BrowserWebAuthnAdapter implements WebAuthnPort {
  readonly #page: WebAuthnPageLike;

  constructor(page: WebAuthnPageLike) {
    this.#page = page;
  }

  isSupported(): boolean {
    return typeof this.#page.PublicKeyCredential === 'function';
  }

  async create(options: PublicKeyCredentialCreationOptionsJson): Promise<RegistrationResponseJson> {
    const { startRegistration } = await import('@simplewebauthn/browser');
    try {
      return (await startRegistration({ optionsJSON: options as never })) as unknown as RegistrationResponseJson;
    } catch (error) {
      throw asPasskeyError(error);
    }
  }

  async get(options: PublicKeyCredentialRequestOptionsJson): Promise<AuthenticationResponseJson> {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    try {
      return (await startAuthentication({ optionsJSON: options as never })) as unknown as AuthenticationResponseJson;
    } catch (error) {
      throw asPasskeyError(error);
    }
  }
}
