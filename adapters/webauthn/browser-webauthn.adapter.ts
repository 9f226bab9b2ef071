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
import { passkeyWebAuthnError } from '../../domain/errors/passkey-webauthn-error';

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
    const { registerCredential } = await import('./webauthn-ceremony');
    return registerCredential(options, passkeyWebAuthnError);
  }

  async get(options: PublicKeyCredentialRequestOptionsJson): Promise<AuthenticationResponseJson> {
    const { authenticate } = await import('./webauthn-ceremony');
    return authenticate(options, passkeyWebAuthnError);
  }
}
