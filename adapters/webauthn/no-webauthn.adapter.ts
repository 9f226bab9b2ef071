/** NoWebAuthnAdapter: WebAuthnPort where there is no browser (Node): unsupported, and a ceremony says why. */
import { passkeyWebAuthnError } from '../../domain/errors/passkey-webauthn-error';
import type {
  AuthenticationResponseJson, PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson, RegistrationResponseJson,
} from '../../domain/webauthn/webauthn-json';
import type { WebAuthnPort } from '../../ports/webauthn.port';

const unsupported = (): Error =>
  passkeyWebAuthnError({ message: 'Passkeys need a browser with WebAuthn; this environment has none.', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' });

export class NoWebAuthnAdapter implements WebAuthnPort {
  isSupported(): boolean {
    return false;
  }

  async create(_options: PublicKeyCredentialCreationOptionsJson): Promise<RegistrationResponseJson> {
    throw unsupported();
  }

  async get(_options: PublicKeyCredentialRequestOptionsJson): Promise<AuthenticationResponseJson> {
    throw unsupported();
  }
}
