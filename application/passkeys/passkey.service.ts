/**
 * PasskeyService: register a passkey for the signed-in user and sign in with one (protocol §2.5, §5.5). The server's
 * options carry the sentinel RP id; the domain rule puts the page hostname in its place or refuses the options, and
 * the WebAuthnPort runs the ceremony (a PasskeyWebAuthnError when cancelled or unsupported).
 */
import { passkeyWebAuthnError } from '../../domain/errors/passkey-webauthn-error';
import { decideAuthenticationOptions, decideRegistrationOptions } from '../../domain/passkey/passkey-rules';
import { parseUrl } from '../../domain/shared/parse-url';
import { err, ok, type Result } from '../../domain/shared/result';
import type { WebAuthnPort } from '../../ports/webauthn.port';
import type { PasskeyEndpoints } from './passkey.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import { CURRENT_USER_KEY } from '../core/keys';
import type { MfaAttempts } from '../sign-in/mfa-attempts';
import { PASSKEY_REGISTER_ERRORS, PASSKEY_SIGN_IN_ERRORS, type PasskeyRegisterError, type PasskeySignInError } from './passkey.errors';
import type { RedirectService } from '../redirects/redirect.service';
import { NOT_REQUESTED, type SignInCallOptions, type SignedIn } from '../core/sign-in-result';

const hostnameOf = (page: string | null): string | null => (page === null ? null : parseUrl(page)?.hostname ?? null);

export class PasskeyService {
  readonly #ctx: AppContext;
  readonly #endpoints: PasskeyEndpoints;
  readonly #webauthn: WebAuthnPort;
  readonly #redirects: RedirectService;
  readonly #mfa: MfaAttempts;

  constructor(
    ctx: AppContext,
    endpoints: PasskeyEndpoints,
    webauthn: WebAuthnPort,
    redirects: RedirectService,
    mfa: MfaAttempts,
  ) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#webauthn = webauthn;
    this.#redirects = redirects;
    this.#mfa = mfa;
  }

  async registerPasskey(): Promise<Result<void, PasskeyRegisterError>> {
    const unsupported = this.#unsupported();
    if (unsupported !== null) return err(unsupported);
    return expectErrors((async () => {
      const { options, code } = await this.#endpoints.initiateRegistration();
      const decided = decideRegistrationOptions(options, hostnameOf(this.#ctx.navigation.currentUrl()));
      if (!decided.ok) throw refusedOptions(decided.error.message);
      const credential = await this.#webauthn.create(decided.value);
      await this.#endpoints.register(credential, code);
      this.#ctx.afterUserMutation(CURRENT_USER_KEY);
    })(), PASSKEY_REGISTER_ERRORS);
  }

  async signInWithPasskey(options: SignInCallOptions = {}): Promise<Result<SignedIn, PasskeySignInError>> {
    const unsupported = this.#unsupported();
    if (unsupported !== null) return err(unsupported);
    const result = await expectErrors((async () => {
      const { options: request, code } = await this.#endpoints.initiateAuthentication();
      const decided = decideAuthenticationOptions(request, hostnameOf(this.#ctx.navigation.currentUrl()));
      if (!decided.ok) throw refusedOptions(decided.error.message);
      return this.#endpoints.signIn(await this.#webauthn.get(decided.value), code);
    })(), PASSKEY_SIGN_IN_ERRORS);
    if (!result.ok) {
      this.#mfa.remember(result.error);
      return result;
    }
    const tokens = result.value;
    this.#ctx.session.signIn({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken });
    // Protocol §6.5: a passkey sign-in goes to afterSignIn (a trusted after_auth_return_to first).
    const redirect = options.noRedirect === true ? NOT_REQUESTED : await this.#redirects.redirectAfterAuth(false);
    return ok({ userId: tokens.userId ?? '', isNewUser: false, redirected: redirect.navigated, redirect });
  }

  #unsupported() {
    if (this.#webauthn.isSupported()) return null;
    return passkeyWebAuthnError({ message: 'This browser does not support passkeys (WebAuthn).', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' });
  }
}

/** Options whose RP id is not the service's sentinel (or no page hostname): never handed to the browser. */
const refusedOptions = (message: string) => passkeyWebAuthnError({ message, code: 'ERROR_INVALID_RP_ID' });
