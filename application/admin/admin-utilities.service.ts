/** AdminUtilityService: the Svix webhook token, the project's metrics, the SMTP test email and the sign-in invitation email. */
import type { Result } from '../../domain/shared/result';
import { expectErrors } from '../core/expect-errors';
import { SIGN_IN_INVITATION_ERRORS, type SignInInvitationError } from './admin.errors';
import type { AdminUtilityEndpoints, SendTestEmailInput, SendTestEmailResult, SvixToken } from './admin-utilities.endpoints';
import type { AdminMetrics } from './admin-metrics';

/**
 * @example
 * const metrics = await admin.getMetrics({ includeAnonymous: true } satisfies MetricsOptions);
 * @public
 */
export interface MetricsOptions {
  /** Count anonymous users too. Default false. */
  readonly includeAnonymous?: boolean;
}

export class AdminUtilityService {
  readonly #endpoints: AdminUtilityEndpoints;

  constructor(endpoints: AdminUtilityEndpoints) {
    this.#endpoints = endpoints;
  }

  // Not cached: a token is single-use by nature, metrics are a snapshot, and a test email is an action.
  getSvixToken(): Promise<SvixToken> {
    return this.#endpoints.svixToken();
  }

  getMetrics(options: MetricsOptions = {}): Promise<AdminMetrics> {
    return this.#endpoints.metrics(options.includeAnonymous ?? false);
  }

  sendTestEmail(input: SendTestEmailInput): Promise<SendTestEmailResult> {
    return this.#endpoints.sendTestEmail(input);
  }

  sendSignInInvitation(email: string, callbackUrl: string): Promise<Result<void, SignInInvitationError>> {
    return expectErrors(this.#endpoints.sendSignInInvitation(email, callbackUrl), SIGN_IN_INVITATION_ERRORS);
  }
}
