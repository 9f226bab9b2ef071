/**
 * Helpers for the CurrentUser / Team / ContactChannel tests: sign a user up through the client app, move the fake
 * clock past the cache throttle, decode the claims of the access token a request carried, and arrange fixtures
 * with the demo project's server key.
 */
import type { CurrentUser } from '../../../application/user/current-user';
import { SeededRandomAdapter } from '../../../adapters/random/seeded-random.adapter';
import { createClientApp } from '../../../composition/entry-memory';
import { appHarness, DEMO_OPTIONS, parseBody, PASSWORD, serverCall, uniqueEmail, type AppHarness, type WireRecord } from '../apps/app-harness';

export { appHarness, PASSWORD, serverCall, uniqueEmail, type AppHarness, type WireRecord };

/** Spec §9: fetches of one cache key start at least 300 ms apart (on the ClockPort). */
export const THROTTLE_MS = 300;

/**
 * Awaits `work` while moving the fake clock in 10 ms steps: a cached read right after another read of the same
 * key waits for the throttle, i.e. for time only the test can make pass. Nothing here depends on real time.
 */
export async function settle<T>(h: AppHarness, work: Promise<T>): Promise<T> {
  let settled = false;
  work.then(() => (settled = true), () => (settled = true));
  for (let step = 0; step < 200 && !settled; step++) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!settled) await h.clock.advanceAsync(10);
  }
  return work;
}

/** Signs a new user up with a password (no redirect) and returns them as a CurrentUser. */
export async function signedUp(h: AppHarness, email = uniqueEmail('cu')): Promise<CurrentUser> {
  const result = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!result.ok) throw result.error;
  return settle(h, h.app.getUser({ or: 'throw' }));
}

/** The JWT payload of an access token (no verification: the emulator signed it, the test only reads claims). */
export function claimsOf(accessToken: string | undefined): Record<string, unknown> {
  const payload = (accessToken ?? '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The last request, which must exist. */
export function last(h: AppHarness, method: string, path: string): WireRecord {
  const record = h.lastTo(method, path);
  if (record === undefined) throw new Error(`no ${method} ${path} on the wire`);
  return record;
}

/** Marks the user's primary email verified (server key), so invitations to it can be listed and accepted. */
export async function verifyPrimaryEmail(h: AppHarness, userId: string): Promise<void> {
  await serverCall(h, 'PATCH', `/users/${userId}`, { primary_email_verified: true });
}

/** A second client app on the same emulator and clock, starting from `tokens`, whose requests are recorded in h.wire too. */
export function appWithTokens(h: AppHarness, tokens: { readonly accessToken: string; readonly refreshToken: string }) {
  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    h.wire.push({
      method: request.method, path: url.pathname.replace(/^\/api\/v1/, ''), query: url.search,
      headers: Object.fromEntries(request.headers), body: parseBody(text),
    });
    return h.emulator.handler(request);
  };
  return createClientApp({ ...DEMO_OPTIONS, tokenStore: tokens }, { handler, clock: h.clock, random: new SeededRandomAdapter(9) });
}

/** A user created with the server key, with no password, signed in through a server-created session. */
export async function passwordlessUser(h: AppHarness) {
  const email = uniqueEmail('nopw');
  const user = await serverCall(h, 'POST', '/users', { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true });
  const session = await serverCall(h, 'POST', '/auth/sessions', { user_id: user['id'] });
  const app = appWithTokens(h, { accessToken: String(session['access_token']), refreshToken: String(session['refresh_token']) });
  return { app, email, user: await settle(h, app.getUser({ or: 'throw' })) };
}
