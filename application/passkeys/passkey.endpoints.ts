/** PasskeyEndpoints: the four passkey calls (protocol §2.5), as thin typed wire calls. */
import * as z from 'zod/mini';
import type { TokenResponse } from '../../domain/entities/session';
import { tokenResponseFromWire } from '../core/session/token-response.mapping';
import type {
  AuthenticationResponseJson, PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson, RegistrationResponseJson,
} from '../../domain/webauthn/webauthn-json';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { NO_SESSION } from '../core/session/session-source';
import { signInTokensWireSchema } from '../core/session/session.schema';

// The options are the browser's business (the domain rule checks rp id and user id): only their envelope is typed here.
const creationWireSchema = z.lazy(() => z.looseObject({ options_json: z.custom<PublicKeyCredentialCreationOptionsJson>((v) => typeof v === 'object' && v !== null), code: z.string() }));
const requestWireSchema = z.lazy(() => z.looseObject({ options_json: z.custom<PublicKeyCredentialRequestOptionsJson>((v) => typeof v === 'object' && v !== null), code: z.string() }));
const registeredWireSchema = z.lazy(() => z.looseObject({ user_handle: z.string() }));

export interface PasskeyChallenge<O> {
  readonly options: O;
  readonly code: string;
}

export class PasskeyEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** POST /auth/passkey/initiate-passkey-registration (the signed-in user). */
  async initiateRegistration(): Promise<PasskeyChallenge<PublicKeyCredentialCreationOptionsJson>> {
    const response = await this.#requests.send({ method: 'POST', path: '/auth/passkey/initiate-passkey-registration', body: {}, session: this.#session, schema: creationWireSchema });
    return { options: response.body.options_json, code: response.body.code };
  }

  /** POST /auth/passkey/register {credential, code}. */
  async register(credential: RegistrationResponseJson, code: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/auth/passkey/register', body: { credential, code }, session: this.#session, schema: registeredWireSchema, secrets: [code] });
  }

  /** POST /auth/passkey/initiate-passkey-authentication (no user). */
  async initiateAuthentication(): Promise<PasskeyChallenge<PublicKeyCredentialRequestOptionsJson>> {
    const response = await this.#requests.send({ method: 'POST', path: '/auth/passkey/initiate-passkey-authentication', body: {}, session: NO_SESSION, schema: requestWireSchema });
    return { options: response.body.options_json, code: response.body.code };
  }

  /** POST /auth/passkey/sign-in {authentication_response, code}. */
  async signIn(response: AuthenticationResponseJson, code: string): Promise<TokenResponse> {
    const answer = await this.#requests.send({
      method: 'POST', path: '/auth/passkey/sign-in', body: { authentication_response: response, code }, session: NO_SESSION, schema: signInTokensWireSchema, secrets: [code],
    });
    return tokenResponseFromWire(answer.body);
  }
}
