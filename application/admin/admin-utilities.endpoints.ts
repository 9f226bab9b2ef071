/** AdminUtilityEndpoints: Svix webhook token, metrics, and the SMTP test email (protocol §2.17). */
import type { RequestLayer } from '../core/request/request-layer';
import { metricsFromWire, type AdminMetrics } from './admin-metrics';
import { NO_SESSION } from '../core/session/session-source';
import { metricsWireSchema, sendTestEmailWireSchema, svixTokenWireSchema } from './admin-utilities.schema';

/**
 * A token for Svix's app portal (the project's webhooks); `url` is null when the server sends none.
 * @example
 * const { token } = await admin.getSvixToken();
 * @public
 */
export interface SvixToken {
  readonly token: string;
  readonly url: string | null;
}

/**
 * The SMTP server to try; every field is required by the server.
 * @example
 * const emailConfig: TestEmailConfig = { host: 'smtp.example.com', port: 587, username: 'u', password: 'p',
 *   senderName: 'Shop', senderEmail: 'noreply@example.com' };
 * @public
 */
export interface TestEmailConfig {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  readonly senderName: string;
  readonly senderEmail: string;
}

/**
 * @example
 * const emailConfig: TestEmailConfig = { host: 'smtp.example.com', port: 587, username: 'u', password: 'p',
 *   senderName: 'Shop', senderEmail: 'noreply@example.com' };
 * const result = await admin.sendTestEmail({ recipientEmail: 'me@example.com', emailConfig });
 * @public
 */
export interface SendTestEmailInput {
  readonly recipientEmail: string;
  readonly emailConfig: TestEmailConfig;
}

/**
 * A failed delivery is an answer, not an error: `errorMessage` says what the SMTP server (or the socket) said.
 * @example
 * const input: SendTestEmailInput = { recipientEmail: 'me@example.com', emailConfig: { host: 'smtp.example.com', port: 587,
 *   username: 'u', password: 'p', senderName: 'Shop', senderEmail: 'noreply@example.com' } };
 * const result: SendTestEmailResult = await admin.sendTestEmail(input);
 * if (!result.success) console.log(result.errorMessage);
 * @public
 */
export type SendTestEmailResult = { readonly success: true } | { readonly success: false; readonly errorMessage: string };

export class AdminUtilityEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** POST /webhooks/svix-token (body `{}`) → 201 `{token, url?}`. */
  async svixToken(): Promise<SvixToken> {
    const response = await this.#requests.send({ method: 'POST', path: '/webhooks/svix-token', body: {}, session: NO_SESSION, schema: svixTokenWireSchema });
    return { token: response.body.token, url: response.body.url ?? null };
  }

  /** GET /internal/metrics?include_anonymous=true|false. */
  async metrics(includeAnonymous: boolean): Promise<AdminMetrics> {
    const response = await this.#requests.send({
      method: 'GET', path: '/internal/metrics', query: { include_anonymous: includeAnonymous }, session: NO_SESSION, schema: metricsWireSchema,
    });
    return metricsFromWire(response.body);
  }

  /** POST /internal/send-test-email; the SMTP password travels in the body, so it is redacted from error texts. */
  async sendTestEmail(input: SendTestEmailInput): Promise<SendTestEmailResult> {
    const c = input.emailConfig;
    const response = await this.#requests.send({
      method: 'POST', path: '/internal/send-test-email', session: NO_SESSION, schema: sendTestEmailWireSchema,
      body: {
        recipient_email: input.recipientEmail,
        email_config: { host: c.host, port: c.port, username: c.username, password: c.password, sender_name: c.senderName, sender_email: c.senderEmail },
      },
      secrets: c.password === '' ? [] : [c.password],
    });
    const { success, error_message: errorMessage } = response.body;
    return success ? { success: true } : { success: false, errorMessage: errorMessage ?? 'The server gave no reason.' };
  }

  /** POST /internal/send-sign-in-invitation → `{ success: true }`; REDIRECT_URL_NOT_WHITELISTED for an untrusted callback. */
  async sendSignInInvitation(email: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: '/internal/send-sign-in-invitation', session: NO_SESSION, body: { email, callback_url: callbackUrl },
    });
  }
}
