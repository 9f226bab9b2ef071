/**
 * A minimal Stack wire client for the emulator benchmark: the demo project's client headers, sign-up, sign-in and
 * get-user over any `(Request) => Promise<Response>` (global fetch for real HTTP, or the in-process handler).
 * Deliberately not the Portcullis client, so the figures measure the emulator alone.
 */
import { SEED } from '../../emulator';

export type Send = (request: Request) => Promise<Response>;

export const overHttp: Send = (request) => fetch(request);

export const BENCH_PASSWORD = 'bench-password-1234';

function request(base: string, method: string, path: string, body?: unknown, accessToken?: string): Request {
  const headers: Record<string, string> = {
    'x-stack-project-id': SEED.demo.projectId,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': SEED.demo.publishableClientKey,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken !== undefined) headers['x-stack-access-token'] = accessToken;
  return new Request(`${base}/api/v1${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
}

async function expectOk(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function signUp(send: Send, base: string, email: string): Promise<void> {
  await expectOk(await send(request(base, 'POST', '/auth/password/sign-up', { email, password: BENCH_PASSWORD })), 'sign-up');
}

/** Returns the access token. */
export async function signIn(send: Send, base: string, email: string): Promise<string> {
  const body = await expectOk(await send(request(base, 'POST', '/auth/password/sign-in', { email, password: BENCH_PASSWORD })), 'sign-in');
  return String(body['access_token']);
}

export async function getMe(send: Send, base: string, accessToken: string): Promise<void> {
  await expectOk(await send(request(base, 'GET', '/users/me', undefined, accessToken)), 'get-user');
}
