/** The two error kinds a route may throw: a catalogue known error, or a plain-text status error. */
import { fallbackKnownError } from './known-error-fallback';

/** What the response builder needs from a known error: status, code and the exact wire JSON. */
export interface WireKnownError {
  readonly code: string;
  readonly status: number;
  toWireJson(): { code: string; error: string; details?: unknown };
}

/** A known error thrown by a route; carries the domain error so the catalogue stays the only source of truth. */
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

/** `throw known('USER_NOT_FOUND')`, `throw known('TEAM_NOT_FOUND', { team_id })`. */
export function known(code: string, details?: Record<string, unknown>): KnownErrorThrow {
  return new KnownErrorThrow(fallbackKnownError(code, details));
}

/** `throw statusError(400, 'User already has a password set.')`. */
export const statusError = (status: number, message: string): StatusError => new StatusError(status, message);
