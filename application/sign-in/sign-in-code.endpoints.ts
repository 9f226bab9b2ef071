/**
 * SignInCodeEndpoints: the sign-in calls of protocol §2.2, §2.4 other than password sign-in — password sign-up, sign-in
 * codes (magic link and OTP), MFA — as thin typed wire calls; each returns the domain TokenResponse or a plain value.
 * Loaded on first use with the user features (password sign-in is SignInService's own call).
 */
import * as z from 'zod/mini';
import { tokenResponseFromWire } from '../core/session/token-response.mapping';
import type { TokenResponse } from '../../domain/entities/session';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { passwordTokensWireSchema, signInTokensWireSchema } from '../core/session/session.schema';
import { NO_SESSION } from '../core/session/session-source';
import { fixedSession } from '../core/request/fixed-session';

const nonceWireSchema = z.lazy(() => z.looseObject({ nonce: z.string() }));

export class SignInCodeEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** POST /auth/password/sign-up. The current session goes along: an anonymous user is upgraded in place. */
  async passwordSignUp(email: string, password: string, verificationCallbackUrl: string | null): Promise<TokenResponse> {
    const body = { email, password, ...(verificationCallbackUrl === null ? {} : { verification_callback_url: verificationCallbackUrl }) };
    const response = await this.#requests.send({
      method: 'POST', path: '/auth/password/sign-up', body, session: this.#session, schema: passwordTokensWireSchema, secrets: [password],
    });
    return tokenResponseFromWire({ ...response.body, is_new_user: true });
  }

  /** POST /auth/otp/send-sign-in-code → the nonce that, after the emailed OTP, makes the 45-character code. */
  async sendSignInCode(email: string, callbackUrl: string): Promise<string> {
    const response = await this.#requests.send({
      method: 'POST', path: '/auth/otp/send-sign-in-code', body: { email, callback_url: callbackUrl }, session: this.#session, schema: nonceWireSchema,
    });
    return response.body.nonce;
  }

  /**
   * POST /auth/otp/sign-in with the link code (or OTP + nonce). `withSession: false` sends it without the visitor's
   * session, so a link this browser did not ask for cannot upgrade the visitor's anonymous user.
   */
  async otpSignIn(code: string, withSession = true): Promise<TokenResponse> {
    const response = await this.#requests.send({
      method: 'POST', path: '/auth/otp/sign-in', body: { code }, session: withSession ? this.#session : NO_SESSION,
      schema: signInTokensWireSchema, secrets: [code],
    });
    return tokenResponseFromWire(response.body);
  }

  /** DELETE /auth/sessions/current for a session that was never stored (a declined magic-link sign-in). */
  async revokeSession(accessToken: string, refreshToken: string): Promise<void> {
    await this.#requests.send({
      method: 'DELETE', path: '/auth/sessions/current', body: {}, session: fixedSession({ accessToken, refreshToken }),
    });
  }

  /** POST /auth/mfa/sign-in {type: 'totp', totp, code: attempt code}. */
  async mfaSignIn(totp: string, attemptCode: string): Promise<TokenResponse> {
    const response = await this.#requests.send({
      method: 'POST', path: '/auth/mfa/sign-in', body: { type: 'totp', totp, code: attemptCode }, session: this.#session,
      schema: signInTokensWireSchema, secrets: [attemptCode],
    });
    return tokenResponseFromWire(response.body);
  }
}
