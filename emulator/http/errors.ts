/** The two error kinds a route may throw: a catalogue known error, or a plain-text status error. */
import { createKnownError, MESSAGE_WITH_ARGUMENT, type KnownErrorArgs, type KnownErrorCode } from '../../domain/errors';

/** What the response builder needs from a known error: status, code and the exact wire JSON. */
export interface WireKnownError {
  readonly code: string;
  readonly status: number;
  toWireJson(): unknown;
}

/** A known error thrown by a route; wraps the domain error so the catalogue stays the only source of truth. */
export class KnownErrorThrow extends Error {
  constructor(readonly known: WireKnownError) {
    super(known.code);
    this.name = 'KnownErrorThrow';
  }
}

/** A non-catalogue error: answered as `text/plain` with the given status (protocol §1.5 "StatusError"). */
export class StatusError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'StatusError';
  }
}

/** `throw known('USER_NOT_FOUND')`, `throw known('TEAM_NOT_FOUND', { team_id })`: details are typed by the catalogue. */
export function known<C extends KnownErrorCode>(code: C, ...args: KnownErrorArgs<C>): KnownErrorThrow {
  return new KnownErrorThrow(createKnownError(code, ...args));
}

/** `throw statusError(400, 'User already has a password set.')`. */
export const statusError = (status: number, message: string): StatusError => new StatusError(status, message);

/** The codes whose message interpolates a value the details do not carry (domain MESSAGE_WITH_ARGUMENT). */
export type ArgumentCode = keyof typeof MESSAGE_WITH_ARGUMENT;

/** `throw knownBecause('INVALID_ACCESS_TYPE', value)`: the hosted service's message for that value, no details. */
export function knownBecause(code: ArgumentCode, argument: string): KnownErrorThrow {
  return new KnownErrorThrow(createKnownError(code, undefined, { message: MESSAGE_WITH_ARGUMENT[code](argument) }));
}
