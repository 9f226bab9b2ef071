/**
 * encodeBody: an ApiCall body → wire text and media type (JSON, form, or the `{}` the SDK always sends on POST/PATCH/PUT).
 * A JSON body that is not strictly JSON is an InvalidArgumentError (assertJsonBody); the request layer encodes before
 * anything is sent, so nothing is.
 */
import type { HttpMethod } from '../../ports/http.port';
import { isFormBody } from './api-call';
import { assertJsonBody } from './json-body-check';

export interface EncodedBody {
  readonly text: string | undefined;
  readonly contentType: string | undefined;
}

const NEEDS_BODY: readonly HttpMethod[] = ['POST', 'PATCH', 'PUT'];

export function encodeBody(method: HttpMethod, body: unknown): EncodedBody {
  if (body === undefined) {
    // CRUD create endpoints require a body: the SDK sends {} on every POST/PATCH/PUT.
    return NEEDS_BODY.includes(method) ? { text: '{}', contentType: 'application/json' } : { text: undefined, contentType: undefined };
  }
  if (isFormBody(body)) {
    return { text: new URLSearchParams({ ...body.form }).toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  assertJsonBody(body);
  return { text: JSON.stringify(body), contentType: 'application/json' };
}
