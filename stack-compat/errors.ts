/**
 * The official error classes: Portcullis's `KnownErrors` carry the official names and codes (scripts/upstream-known-errors
 * checks them against upstream), so `instanceof KnownErrors.X` and `.errorCode` read as in an app written for the SDK.
 */
export { KnownError, KnownErrors } from './portcullis';

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
