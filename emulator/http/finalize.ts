/** Headers every response gets (request id, no-store, CORS on the API, no framing of pages) and the override-error-status rewrite. */
import { requestId } from '../random';
import { KnownErrorThrow, StatusError } from './errors';
import { stackHeader } from './headers';
import { isDevPath } from '../dev/dev-guard';
import { KNOWN_JSON_TYPE, text } from './respond';

const STACK_HEADER_SUFFIXES = [
  'project-id', 'branch-id', 'override-error-status', 'random-nonce', 'client-version',
  'disable-artificial-development-delay', 'access-type', 'publishable-client-key', 'secret-server-key',
  'super-secret-admin-key', 'admin-access-token', 'refresh-token', 'access-token', 'allow-anonymous-user',
];

/** §1.2 allow-list, with the x-hexclave-* twin of every x-stack-* name (the newest SDK sends those). */
const ALLOWED_HEADERS = [
  'content-type', 'authorization',
  ...STACK_HEADER_SUFFIXES.map((s) => `x-stack-${s}`), ...STACK_HEADER_SUFFIXES.map((s) => `x-hexclave-${s}`),
  'baggage', 'sentry-trace', 'x-vercel-protection-bypass', 'ngrok-skip-browser-warning',
].join(', ');

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': ALLOWED_HEADERS,
  'access-control-expose-headers': 'content-type, x-stack-actual-status, x-stack-known-error',
  'access-control-max-age': '86400',
};

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** Known errors: exact status, `x-stack-known-error`, 2-space JSON. Text errors: text/plain. Others: 500. */
export function errorResponse(error: unknown, log: (m: string, e?: unknown) => void): Response {
  if (error instanceof KnownErrorThrow) {
    return new Response(JSON.stringify(error.known.toWireJson(), null, 2), {
      status: error.known.status,
      headers: { 'content-type': KNOWN_JSON_TYPE, 'x-stack-known-error': error.known.code },
    });
  }
  if (error instanceof StatusError) return text(error.message, error.status);
  log('unexpected exception in a route handler', error);
  return text('Something went wrong. Please make sure the data you entered is correct.', 500);
}

/** Adds the common headers; with x-stack-override-error-status, a 4xx becomes 200 + x-stack-actual-status. */
export async function finalize(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('x-stack-request-id', requestId());
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store, max-age=0');
  // CORS for the API only: the dev controls under /emulator/ are for this machine's developer (dev/dev-guard.ts).
  if (!isDevPath(new URL(request.url).pathname)) for (const [k, v] of Object.entries(CORS_HEADERS)) if (!headers.has(k)) headers.set(k, v);
  // Pages (index, outbox, mock OAuth consent) may not be framed by another site (clickjacking).
  if ((headers.get('content-type') ?? '').startsWith('text/html')) {
    if (!headers.has('x-frame-options')) headers.set('x-frame-options', 'DENY');
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', "frame-ancestors 'none'");
  }
  let status = response.status;
  if (stackHeader(request.headers, 'override-error-status') !== undefined && status >= 400 && status < 500) {
    headers.set('x-stack-actual-status', String(status));
    status = 200;
  }
  let body: BodyInit | null = response.body;
  const pretty = (request.headers.get('accept') ?? '').includes('text/html') && (headers.get('content-type') ?? '').startsWith('application/json');
  if (pretty) body = JSON.stringify(JSON.parse(await response.text()) as unknown, null, 2);
  const nullBody = status === 204 || status === 304 || (status >= 300 && status < 400 && body === null);
  return new Response(nullBody ? null : body, { status, statusText: response.statusText, headers });
}
