/**
 * BrowserWebAuthnAdapter: WebAuthnPort over @simplewebauthn/browser (never a hand-written ceremony). The library and
 * the ceremonies (webauthn-ceremony.ts) are imported on first use, so a page that never touches passkeys does not
 * download them. Failures reject with KnownErrors.PasskeyWebAuthnError carrying the library's code
 * (ERROR_CEREMONY_ABORTED when the person cancels…).
 */
import type {
  AuthenticationResponseJson, PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson, RegistrationResponseJson,
} from '../../domain/webauthn/webauthn-json';
import type { WebAuthnPort } from '../../ports/webauthn.port';

// The error's class comes with the known-error catalogue, which a page that never touches passkeys does not download.
const ceremonies = () => Promise.all([import('./webauthn-ceremony'), import('../../domain/errors/passkey-webauthn-error')]);

/** What the page offers; injected so the adapter reads no global itself. */
export interface WebAuthnPageLike {
  readonly PublicKeyCredential?: unknown;
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
    const [{ registerCredential }, { passkeyWebAuthnError }] = await ceremonies();
    return registerCredential(options, passkeyWebAuthnError);
  }

  async get(options: PublicKeyCredentialRequestOptionsJson): Promise<AuthenticationResponseJson> {
    const [{ authenticate }, { passkeyWebAuthnError }] = await ceremonies();
    return authenticate(options, passkeyWebAuthnError);
  }
}
