/**
 * The official error classes by their official names: Portcullis's `KnownErrors` classes (one per code of the
 * service's catalogue, the same codes), plus the three the official SDK names differently, so
 * `instanceof KnownErrors.UserWithEmailAlreadyExists` works in an app written for the SDK.
 * tests/stack-compat/known-errors.test.ts checks every official name against the installed official package.
 */
import { KnownErrors as PortcullisKnownErrors } from './portcullis';

export { KnownError } from './portcullis';

export const KnownErrors = {
  ...PortcullisKnownErrors,
  UserWithEmailAlreadyExists: PortcullisKnownErrors.UserEmailAlreadyExists,
  VerificationCodeError: PortcullisKnownErrors.VerificationError,
  PermissionScopeMismatch: PortcullisKnownErrors.WrongPermissionScope,
};

/**
 * Thrown by an official member this entry does not provide yet (the capability is being added to Portcullis's own
 * API); `member` names it, e.g. `StackServerApp.sendEmail`.
 */
export class NotSupportedByCompatError extends Error {
  readonly member: string;

  constructor(member: string, reason?: string) {
    super(`not supported by portcullis/stack yet: ${member}${reason === undefined ? '' : ` (${reason})`}`);
    this.name = 'NotSupportedByCompatError';
    this.member = member;
  }
}

/** A rejected promise with NotSupportedByCompatError, for async members. */
export function notSupported(member: string, reason?: string): Promise<never> {
  return Promise.reject(new NotSupportedByCompatError(member, reason));
}
