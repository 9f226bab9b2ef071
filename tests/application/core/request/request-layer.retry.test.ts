// RequestLayer end to end over a scripted transport and a fake clock: retries, back-off, Retry-After, token refresh.
import fc from 'fast-check';
import { NO_SESSION } from '../../../../application/core/session/session-source';
import { KnownErrors } from '../../../../domain/errors/known-errors';
import { NetworkError } from '../../../../domain/errors/network-error';
import { UnexpectedResponseError } from '../../../../domain/errors/unexpected-response-error';
import type { HttpMethod } from '../../../../ports/http.port';
import { FakeSessionSource } from '../../../fakes/fake-session-source';
import { json, knownError, type ScriptStep } from '../../../fakes/scripted-http';
import { makeLayer, settle, START_MS } from './request-harness';

const OK = json(200, { ok: true });
const NET: ScriptStep = { fail: 'network' };
const loop508: ScriptStep = { status: 508, body: 'Loop: INFINITE_LOOP_DETECTED' };

interface Row {
  readonly name: string;
  readonly method: HttpMethod;
  readonly script: ScriptStep[];
  /** Requests the transport saw. */
  readonly sends: number;
  readonly result: 'ok' | 'NetworkError' | 'UnexpectedResponseError' | 'KnownError';
}

const rows: Row[] = [
  { name: 'network ×2 then 200', method: 'GET', script: [NET, NET, OK], sends: 3, result: 'ok' },
  { name: 'network ×5 exhausts the attempts', method: 'GET', script: [NET, NET, NET, NET, NET, OK], sends: 5, result: 'NetworkError' },
  { name: 'network on PUT is retried', method: 'PUT', script: [NET, OK], sends: 2, result: 'ok' },
  { name: 'network on DELETE is retried', method: 'DELETE', script: [NET, OK], sends: 2, result: 'ok' },
  { name: 'network on POST is not retried', method: 'POST', script: [NET, OK], sends: 1, result: 'NetworkError' },
  { name: 'network on PATCH is not retried', method: 'PATCH', script: [NET, OK], sends: 1, result: 'NetworkError' },
  { name: '429 on POST is retried', method: 'POST', script: [{ status: 429, headers: { 'retry-after': '1' } }, OK], sends: 2, result: 'ok' },
  { name: '429 ×5 exhausts the attempts', method: 'GET', script: Array(6).fill({ status: 429 }), sends: 5, result: 'UnexpectedResponseError' },
  { name: '508 with marker on POST is retried', method: 'POST', script: [loop508, OK], sends: 2, result: 'ok' },
  { name: '508 without marker gives up', method: 'GET', script: [{ status: 508, body: 'loop' }, OK], sends: 1, result: 'UnexpectedResponseError' },
  { name: '500 gives up', method: 'GET', script: [{ status: 500, body: 'Something went wrong' }, OK], sends: 1, result: 'UnexpectedResponseError' },
  { name: '503 gives up', method: 'GET', script: [{ status: 503, body: 'down' }, OK], sends: 1, result: 'UnexpectedResponseError' },
  { name: 'other known error gives up', method: 'POST', script: [knownError(409, 'USER_EMAIL_ALREADY_EXISTS', { email: 'a@b.co', would_work_if_email_was_verified: false }), OK], sends: 1, result: 'KnownError' },
];

describe('RequestLayer retry table (end to end)', () => {
  test.each(rows.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const { layer, clock, http } = makeLayer(row.script);
    const outcome = await settle(clock, layer.send({ method: row.method, path: '/things', session: NO_SESSION }));
    expect(http.seen).toHaveLength(row.sends);
    if (row.result === 'ok') expect(outcome.ok).toBe(true);
    else {
      expect(outcome.ok).toBe(false);
      const error = (outcome as { error: Error }).error;
      if (row.result === 'NetworkError') expect(NetworkError.isInstance(error)).toBe(true);
      if (row.result === 'UnexpectedResponseError') expect(UnexpectedResponseError.isInstance(error)).toBe(true);
      if (row.result === 'KnownError') expect(KnownErrors.UserEmailAlreadyExists.isInstance(error)).toBe(true);
    }
    expect(clock.pending()).toBe(0); // nothing left behind
  });

  it('the final NetworkError carries diagnostics: method, scrubbed URL, attempts', async () => {
    const { layer, clock } = makeLayer([NET, NET, NET, NET, NET]);
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/users', query: { code: 'secret-code', limit: 2 }, session: NO_SESSION }));
    const error = (outcome as { error: NetworkError }).error;
    expect(error.diagnostics).toEqual({ method: 'GET', url: 'http://127.0.0.1:8102/api/v1/users?code=[redacted]&limit=2', attempts: 5, causeMessage: 'fetch failed: ECONNREFUSED' });
  });
});

describe('back-off shape through the layer', () => {
  it('waits within [0.5, 1.5] × 1000 × 2^i before retry i+1, for any seed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 }), async (seed) => {
        // A fresh seed per run: the layer's jitter comes from RandomPort.
        const { layer, clock, http } = makeLayer([NET, NET, NET, NET, NET], {}, seed);
        await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
        const gaps = http.seen.slice(1).map((s, i) => s.at - http.seen[i]!.at);
        return gaps.length === 4 && gaps.every((gap, i) => gap >= 500 * 2 ** i && gap <= 1500 * 2 ** i);
      }),
      { numRuns: 20 },
    );
  });
});

describe('Retry-After through the layer', () => {
  test.each([
    ['seconds', '3', 3000],
    ['zero', '0', 0],
    ['HTTP-date +4 s', new Date(START_MS + 4000).toUTCString(), 4000],
    ['huge, capped at 60 s', '86400', 60_000],
  ])('%s (%s) → waits %d ms', async (_name, value, waitMs) => {
    const { layer, clock, http } = makeLayer([{ status: 429, headers: { 'retry-after': value } }, OK]);
    const outcome = await settle(clock, layer.send({ method: 'POST', path: '/x', session: NO_SESSION }));
    expect(outcome.ok).toBe(true);
    expect(http.seen[1]!.at - http.seen[0]!.at).toBe(waitMs);
  });

  it('an invalid value falls back to the back-off window', async () => {
    const { layer, clock, http } = makeLayer([{ status: 429, headers: { 'retry-after': 'later' } }, OK]);
    await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    const gap = http.seen[1]!.at - http.seen[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(500);
    expect(gap).toBeLessThanOrEqual(1500);
  });

  it('an HTTP date is read in server time (the Date header sets the offset)', async () => {
    const serverNow = START_MS + 300_000; // server clock 5 minutes ahead
    const { layer, clock, http } = makeLayer([
      { status: 429, headers: { date: new Date(serverNow).toUTCString(), 'retry-after': new Date(serverNow + 2000).toUTCString() } },
      OK,
    ]);
    await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect(http.seen[1]!.at - http.seen[0]!.at).toBe(2000);
  });

  it('a wait that would pass the deadline gives up at once with the real error', async () => {
    const { layer, clock, http } = makeLayer([{ status: 429, headers: { 'retry-after': '50' } }, OK], { deadlineMs: 10_000 });
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect(http.seen).toHaveLength(1);
    expect((outcome as { error: UnexpectedResponseError }).error.status).toBe(429);
    expect(clock.now()).toBe(START_MS);
  });
});

describe('invalid access token → one refresh, then resend', () => {
  const tokens = { accessToken: 'old-access-token', refreshToken: 'refresh-token-1' };

  test.each(['ACCESS_TOKEN_EXPIRED', 'UNPARSABLE_ACCESS_TOKEN', 'INVALID_PROJECT_FOR_ACCESS_TOKEN'])('%s', async (code) => {
    const details = code === 'INVALID_PROJECT_FOR_ACCESS_TOKEN' ? { expected_project_id: 'a', actual_project_id: 'b' } : undefined;
    const { layer, clock, http } = makeLayer([knownError(401, code, details), OK]);
    const session = new FakeSessionSource(tokens, ['new-access-token']);
    const outcome = await settle(clock, layer.send({ method: 'POST', path: '/x', session }));
    expect(outcome.ok).toBe(true);
    expect(session.marked).toEqual(['old-access-token']);
    expect(http.seen.map((r) => r.headers['X-Stack-Access-Token'])).toEqual(['old-access-token', 'new-access-token']);
    expect(http.seen[1]!.at).toBe(http.seen[0]!.at); // no back-off: the refresh is the wait
  });

  it('at most once per request: a second rejection is thrown', async () => {
    const { layer, clock, http } = makeLayer([knownError(401, 'ACCESS_TOKEN_EXPIRED'), knownError(401, 'ACCESS_TOKEN_EXPIRED'), OK]);
    const session = new FakeSessionSource(tokens, ['new-1', 'new-2']);
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session }));
    expect(KnownErrors.AccessTokenExpired.isInstance((outcome as { error: unknown }).error)).toBe(true);
    expect(session.marked).toEqual(['old-access-token']);
    expect(http.seen).toHaveLength(2);
  });

  it('does not resend the same rejected token when the session cannot refresh', async () => {
    const { layer, clock, http } = makeLayer([knownError(401, 'ACCESS_TOKEN_EXPIRED'), OK]);
    const session = new FakeSessionSource(tokens); // refresh yields the same token
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session }));
    expect(KnownErrors.InvalidAccessToken.isInstance((outcome as { error: unknown }).error)).toBe(true);
    expect(http.seen).toHaveLength(1);
  });

  it('without an access token there is nothing to refresh: the error is thrown', async () => {
    const { layer, clock, http } = makeLayer([knownError(401, 'ACCESS_TOKEN_EXPIRED'), OK]);
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect(outcome.ok).toBe(false);
    expect(http.seen).toHaveLength(1);
  });

  it('a refresh then a network failure still retries the idempotent request', async () => {
    const { layer, clock, http } = makeLayer([knownError(401, 'ACCESS_TOKEN_EXPIRED'), NET, OK]);
    const session = new FakeSessionSource(tokens, ['new-access-token']);
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session }));
    expect(outcome.ok).toBe(true);
    expect(http.seen).toHaveLength(3);
  });
});
