/** The responses of the faults that replace an answer: emulated statuses, 429s, malformed 200s, mismatched known errors. */
import { json, text } from '../http/respond';
import type { Fault, MalformedBody } from './faults';

const MALFORMED: Record<MalformedBody, () => Response> = {
  html: () => new Response('<!doctype html><html><body><h1>Sign in to the Wi-Fi</h1></body></html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }),
  'no-access-token': () => json({ token_type: 'Bearer', expires_in: 3600, scope: 'legacy' }),
  'non-jwt': () => json({ access_token: 'not-a-jwt', token_type: 'Bearer', expires_in: 3600, scope: 'legacy' }),
  undefined: () => text('undefined', 200),
};

/** The defaults make the header claim a session-ending code that the body contradicts. */
function knownErrorMismatch(fault: Extract<Fault, { kind: 'known-error-mismatch' }>): Response {
  const header = fault.header_code ?? 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED';
  const bodyCode = fault.body_code ?? 'SCHEMA_ERROR';
  return json({ code: bodyCode, error: 'Emulated mismatch between the known-error header and the body.' }, fault.status ?? 401, { 'x-stack-known-error': header });
}

/** The response replacing the real one for this fault, or undefined when the fault does not replace the answer. */
export function replacementFor(fault: Fault): Response | undefined {
  switch (fault.kind) {
    case 'status': return text(`Emulated ${fault.status}`, fault.status);
    case '429': {
      const headers: Record<string, string> = {};
      if (fault.retry_after !== undefined && fault.retry_after !== null) headers['retry-after'] = fault.retry_after;
      return text('Too many requests (emulated)', 429, headers);
    }
    case 'malformed-200': return MALFORMED[fault.body]();
    case 'known-error-mismatch': return knownErrorMismatch(fault);
    default: return undefined;
  }
}
