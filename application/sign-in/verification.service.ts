/**
 * VerificationService: the emailed-code flows outside sign-in — verify email, forgot/reset password, team
 * invitation accept and details (protocol §2.1, §2.2, §2.10, §2.15). Codes of the wrong shape and passwords the
 * policy refuses fail client-side, without a request.
 */
import type { TeamInvitationDetails } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import type { VerificationEndpoints } from './verification.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors, type ErrorMatcher, type ErrorsOf } from '../core/expect-errors';
import { CURRENT_USER_KEY, MY_CHANNELS_KEY, MY_INVITATIONS_KEY, MY_TEAMS_KEY } from '../core/keys';
import { checkPassword } from '../core/code-input';
import { parseCodeInput, type CodeNotFound } from '../core/code-parse';
import { RESET_PASSWORD_ERRORS, TEAM_INVITATION_ERRORS, VERIFICATION_ERRORS } from './on-demand.errors';
import type { ResetPasswordError, TeamInvitationError, VerificationCodeError } from './sign-in.errors';
import { requiredCallbackUrl } from '../redirects/callback-urls';

export class VerificationService {
  readonly #endpoints: VerificationEndpoints;
  readonly #ctx: AppContext;

  constructor(
    endpoints: VerificationEndpoints,
    ctx: AppContext,
  ) {
    this.#endpoints = endpoints;
    this.#ctx = ctx;
  }

  /** A verified address changes the user (primaryEmailVerified, the channel) and the access token's claims. */
  async verifyEmail(code: string): Promise<Result<void, VerificationCodeError>> {
    const result = await this.#withCode(code, (c) => this.#endpoints.verifyEmail(c), VERIFICATION_ERRORS);
    if (result.ok) this.#ctx.afterUserMutation(CURRENT_USER_KEY, MY_CHANNELS_KEY);
    return result;
  }

  /** Resolves the same whether or not a user has that email (the server does not tell). */
  async sendForgotPasswordEmail(email: string, options: { readonly callbackUrl?: string } = {}): Promise<void> {
    await this.#endpoints.sendPasswordResetCode(email, requiredCallbackUrl(this.#ctx, 'passwordReset', options.callbackUrl));
  }

  async checkPasswordResetCode(code: string): Promise<Result<void, VerificationCodeError>> {
    return this.#withCode(code, (c) => this.#endpoints.checkPasswordResetCode(c), VERIFICATION_ERRORS);
  }

  async resetPassword(input: { readonly code: string; readonly password: string }): Promise<Result<void, ResetPasswordError>> {
    const password = checkPassword(input.password);
    if (!password.ok) return password;
    return this.#withCode(input.code, (c) => this.#endpoints.resetPassword(c, input.password), RESET_PASSWORD_ERRORS);
  }

  /** Joining a team changes the user's teams and the invitations addressed to them. */
  async acceptTeamInvitation(code: string): Promise<Result<void, TeamInvitationError>> {
    const result = await this.#withCode(code, (c) => this.#endpoints.acceptTeamInvitation(c), TEAM_INVITATION_ERRORS);
    if (result.ok) this.#ctx.afterMutation(MY_TEAMS_KEY, MY_INVITATIONS_KEY);
    return result;
  }

  /** Whether the invitation code is usable, without using it. */
  async verifyTeamInvitationCode(code: string): Promise<Result<void, VerificationCodeError>> {
    return this.#withCode(code, (c) => this.#endpoints.checkTeamInvitationCode(c), VERIFICATION_ERRORS);
  }

  async getTeamInvitationDetails(code: string): Promise<Result<TeamInvitationDetails, TeamInvitationError>> {
    return this.#withCode(code, (c) => this.#endpoints.teamInvitationDetails(c), TEAM_INVITATION_ERRORS);
  }

  /** Checks the code's shape first: no request for a code that cannot exist. */
  async #withCode<T, const M extends readonly ErrorMatcher<unknown>[]>(
    input: string, call: (code: string) => Promise<T>, expected: M,
  ): Promise<Result<T, ErrorsOf<M> | CodeNotFound>> {
    const code = parseCodeInput(input);
    if (!code.ok) return code;
    return expectErrors(call(code.value), expected);
  }
}
