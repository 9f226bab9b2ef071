/**
 * encodeBody: an ApiCall body → wire text and media type (JSON, form, or the `{}` the SDK always sends on POST/PATCH/PUT).
 * A JSON body that is not strictly JSON is an InvalidArgumentError (assertJsonBody); the request layer encodes before
 * anything is sent, so nothing is. A flat body of plain values (a sign-in's email and password, a refresh) is JSON as
 * it stands; the full check (json-body-problem.ts) loads on the first body with more in it (metadata, config, lists).
 */
import { describeKind, InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { isPlainObject } from '../../../domain/shared/plain-object';
import type { HttpMethod } from '../../../ports/http.port';
import { isFormBody } from './api-call';
import { loadChunk } from '../load-chunk';

/** A string, boolean, finite number, null, or (as a property: JSON leaves it out) undefined. */
const isPlainValue = (value: unknown): boolean =>
  value == null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);

export interface EncodedBody {
  readonly text: string | undefined;
  readonly contentType: string | undefined;
}

const NEEDS_BODY: readonly HttpMethod[] = ['POST', 'PATCH', 'PUT'];

export async function encodeBody(method: HttpMethod, body: unknown): Promise<EncodedBody> {
  if (body === undefined) {
    // CRUD create endpoints require a body: the SDK sends {} on every POST/PATCH/PUT.
    return NEEDS_BODY.includes(method) ? { text: '{}', contentType: 'application/json' } : { text: undefined, contentType: undefined };
  }
  if (isFormBody(body)) {
    return { text: new URLSearchParams({ ...body.form }).toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  if (!isPlainObject(body) || !Object.values(body).every(isPlainValue)) {
    const { jsonBodyProblem } = await loadChunk('JSON body check', () => import('./json-body-problem'));
    const problem = jsonBodyProblem(body, { describeKind, isPlainObject });
    if (problem !== null) throw new InvalidArgumentError(problem.argument, problem.rule);
  }
  return { text: JSON.stringify(body), contentType: 'application/json' };
}
