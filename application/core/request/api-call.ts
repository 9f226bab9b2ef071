/** The shape of one API call handed to the request layer, and of its result. */
// The core type: classic (server-only code) and zod/mini (browser-reachable) schemas both are one.
import type { $ZodType } from 'zod/v4/core';
import type { AbortSignalLike } from '../../../ports/abort-signal';
import type { HttpMethod } from '../../../ports/http.port';
import type { SessionSource } from '../session/session-source';
import type { Query } from './api-url';

/** A form-encoded body (application/x-www-form-urlencoded), for the OAuth token endpoint. */
export interface FormBody {
  readonly form: Readonly<Record<string, string>>;
}

export interface ApiCall<T> {
  readonly method: HttpMethod;
  /** Path under /api/v1, built with apiPath`…` so every segment is encoded. */
  readonly path: string;
  readonly query?: Query;
  /** JSON value, or { form } for a form-encoded body. POST/PATCH/PUT without a body send `{}`. */
  readonly body?: unknown;
  /** Whose tokens to attach; NO_SESSION for anonymous calls. */
  readonly session: SessionSource;
  /** Checks a 2xx body; a mismatch is an UnexpectedResponseError. Without it the body is returned unchecked. */
  readonly schema?: $ZodType<T>;
  readonly signal?: AbortSignalLike;
  /** Sends no x-stack headers (the OAuth token endpoint takes the project from client_id). */
  readonly noProjectHeaders?: boolean;
  /**
   * Sending it again changes nothing on the server, whatever the method (the refresh-token grant): transport failures
   * and 500/502/503/504 are retried with backoff (see decideRetry's `repeatable`).
   */
  readonly repeatable?: boolean;
  /** Secrets sent in the body (e.g. a refresh token in a form) to redact from error texts, like the header tokens are. */
  readonly secrets?: readonly string[];
}

export interface ApiResponse<T> {
  /** The real status (x-stack-actual-status applied). */
  readonly status: number;
  readonly body: T;
  /** Lower-cased names. */
  readonly headers: Readonly<Record<string, string>>;
}

export const isFormBody = (body: unknown): body is FormBody =>
  typeof body === 'object' && body !== null && 'form' in body && Object.keys(body).length === 1;
