import type {
  AuthenticationResponseJson,
  PublicKeyCredentialCreationOptionsJson,
  PublicKeyCredentialRequestOptionsJson,
  RegistrationResponseJson,
} from '../domain/webauthn/webauthn-json';

/**
 * WebAuthnPort: runs a WebAuthn ceremony with options already checked by the domain rule
 * (sentinel relying-party id replaced by the page hostname). Failures reject with the domain's
 * PasskeyWebAuthnError carrying the browser WebAuthn code.
 *
 * @example
 * if (webauthn.isSupported()) {
 *   const credential = await webauthn.create(options);
 * }
 * @public
 */
export interface WebAuthnPort {
  isSupported(): boolean;
  create(options: PublicKeyCredentialCreationOptionsJson): Promise<RegistrationResponseJson>;
  get(options: PublicKeyCredentialRequestOptionsJson): Promise<AuthenticationResponseJson>;
}
