/**
 * OperationNotAllowedError: a client-side operation that cannot go ahead for a reason that is not a catalogue code —
 * the project's configuration forbids it (the server answers a plain-text 400/403: client user deletion or client
 * team creation disabled; setting a password when the user has one), or a precondition the library checks first fails (sending a verification email
 * needs a primary email, spec §5). Never a made-up server code: the library returns it as an expected result.
 */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/**
 * Why an operation was refused: a project flag that is off, or a missing precondition.
 * @example
 * const deleted = await user.delete();
 * if (!deleted.ok) {
 *   const reason: NotAllowedReason = deleted.error.reason; // 'clientUserDeletionDisabled'
 *   console.log(reason, deleted.error.serverMessage);
 * }
 * @public
 */
export type NotAllowedReason = 'clientUserDeletionDisabled' | 'clientTeamCreationDisabled' | 'noPrimaryEmail' | 'passwordAlreadySet';

const MESSAGES: Readonly<Record<NotAllowedReason, string>> = {
  clientUserDeletionDisabled: 'The project does not let clients delete their user (clientUserDeletionEnabled is off).',
  clientTeamCreationDisabled: 'The project does not let clients create teams (clientTeamCreationEnabled is off).',
  noPrimaryEmail: 'The user has no primary email to verify.',
  passwordAlreadySet: 'The user already has a password: change it with updatePassword (the current password is needed).',
};

/**
 * A client-side operation refused for a reason that is not a server error code: the project's configuration forbids it,
 * or a precondition the library checks first fails. Returned as an expected result (see `reason`).
 * @example
 * const created = await user.teams.create({ displayName: 'Design' });
 * if (!created.ok && OperationNotAllowedError.isInstance(created.error)) console.log(created.error.message);
 * @public
 */
export class OperationNotAllowedError extends PortcullisError {
  readonly kind = 'not-allowed';
  override readonly name = 'OperationNotAllowedError';
  readonly reason: NotAllowedReason;
  /** The server's own text when the server refused (e.g. 'Client user deletion is not enabled for this project'); null when checked client-side. */
  readonly serverMessage: string | null;

  constructor(info: { readonly reason: NotAllowedReason; readonly serverMessage?: string | null }, options?: { cause?: unknown }) {
    super(MESSAGES[info.reason], options);
    this.reason = info.reason;
    this.serverMessage = info.serverMessage ?? null;
  }

  static override isInstance(value: unknown): value is OperationNotAllowedError {
    return portcullisErrorKind(value) === 'not-allowed';
  }
}
