/** KnownError: the base of every error the server declares in its catalogue (docs/protocol-notes.md §4; the table itself: tests/fixtures/protocol-known-errors.md). */
import type { KnownErrorCode } from './catalogue';
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/** The response header that names the code of a known error. */
export const KNOWN_ERROR_HEADER = 'x-stack-known-error';

/** The known-error response body (spec §3): code, message, optional details. */
export type KnownErrorBody = { code: string; error: string; details?: Record<string, unknown> };

/** What `toWireJson()` returns: the exact body the server sends; `details` absent when there are none. */
export type KnownErrorWireJson = { code: string; error: string; details?: object };

/** Per-instance overrides: the server's own message (it may vary), and a cause. */
export interface KnownErrorOptions {
  readonly message?: string;
  readonly cause?: unknown;
}

export interface KnownErrorInit {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  readonly details: unknown;
  readonly cause?: unknown;
}

/**
 * The base class of every error the server declares in its catalogue: `code`, HTTP `status`, wire `details`.
 * `KnownError.isInstance` matches any known error, from this copy of the library or another one.
 * @example
 * try {
 *   await app.getUser({ or: 'throw' });
 * } catch (error) {
 *   if (KnownError.isInstance(error)) console.log(error.code, error.status, error.details);
 *   else throw error;
 * }
 * @public
 */
export class KnownError extends PortcullisError {
  readonly kind = 'known';
  /** A catalogue code; any other string only if a newer copy of the library built this error. */
  readonly code: KnownErrorCode | (string & {});
  /** The HTTP status the server answers with for this code. */
  readonly status: number;
  /** The wire details, with the server's field names; `undefined` when the code has none. */
  readonly details: unknown;

  constructor(init: KnownErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
  }

  /** The exact response body for this error, as the server (or the emulator) sends it. */
  toWireJson(): KnownErrorWireJson {
    // Key order as the service writes it (code, details, error): bodies compare byte for byte. Malformed details kept
    // from a server response are passed back as given.
    const hasDetails = this.details !== undefined && this.details !== null;
    return hasDetails ? { code: this.code, details: this.details as object, error: this.message } : { code: this.code, error: this.message };
  }

  /** JSON.stringify(error) gives the wire body too. */
  toJSON(): KnownErrorWireJson {
    return this.toWireJson();
  }

  /** True for any known error, from this copy of the library or another one. */
  static override isInstance(value: unknown): value is KnownError {
    return portcullisErrorKind(value) === 'known';
  }
}

Object.defineProperty(KnownError.prototype, 'name', { value: 'KnownError', writable: true, configurable: true });
