/** Test helpers: requests against an emulator handler (in-process) or a base URL (HTTP), with demo headers. */
import { SEED } from '../../emulator';

export type Handler = (request: Request) => Promise<Response>;

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw body string (with its own content-type header). */
  rawBody?: string;
}

export const DEMO = SEED.demo;

export const clientHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'x-stack-project-id': DEMO.projectId, 'x-stack-access-type': 'client',
  'x-stack-publishable-client-key': DEMO.publishableClientKey, ...extra,
});
export const serverHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'x-stack-project-id': DEMO.projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEMO.secretServerKey, ...extra,
});
export const adminHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'x-stack-project-id': DEMO.projectId, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': DEMO.superSecretAdminKey, ...extra,
});

export function buildRequest(base: string, method: string, path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers ?? {});
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  // '/' and '/emulator…' are the emulator's own pages; any other path is an API path under /api/v1.
  const url = path === '/' || path.startsWith('/emulator') || path.startsWith('/api') ? `${base}${path}` : `${base}/api/v1${path}`;
  return new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
}

export interface Reply<T = Record<string, unknown>> { status: number; headers: Headers; body: T; text: string }

export async function call<T = Record<string, unknown>>(handler: Handler, method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  return toReply<T>(await handler(buildRequest('http://emulator.test', method, path, options)));
}

export async function httpCall<T = Record<string, unknown>>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  return toReply<T>(await fetch(buildRequest(baseUrl, method, path, options)));
}

async function toReply<T>(response: Response): Promise<Reply<T>> {
  const text = await response.text();
  let body: unknown = undefined;
  try { body = JSON.parse(text); } catch { body = undefined; }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Signs up with a password through the handler and returns the token triple. */
export async function signUp(handler: Handler, email = uniqueEmail(), password = 'correct horse'): Promise<{ email: string; password: string; access_token: string; refresh_token: string; user_id: string }> {
  const r = await call<{ access_token: string; refresh_token: string; user_id: string }>(handler, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password } });
  if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${r.text}`);
  return { email, password, ...r.body };
}
