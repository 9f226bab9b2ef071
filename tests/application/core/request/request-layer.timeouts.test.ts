// Timeouts and aborts: every waiter settles — attempt timeout, overall deadline, a hanging transport or session, caller abort.
import { AbortScope } from '../../../../application/core/async';
import type { SessionSource } from '../../../../application/core/session/session-source';
import { NO_SESSION } from '../../../../application/core/session/session-source';
import { AbortedError } from '../../../../domain/errors/aborted-error';
import { TimeoutError } from '../../../../domain/errors/timeout-error';
import { json, type ScriptStep } from '../../../fakes/scripted-http';
import { makeLayer, settle, START_MS } from './request-harness';

const HANG: ScriptStep = { hang: true };
const OK = json(200, { ok: true });

describe('per-attempt timeout', () => {
  it('POST: one attempt, then TimeoutError(attempt) after attemptTimeoutMs; the transport signal was aborted', async () => {
    const { layer, clock, http } = makeLayer([HANG, OK]);
    const outcome = await settle(clock, layer.send({ method: 'POST', path: '/x', session: NO_SESSION }));
    const error = (outcome as { error: TimeoutError }).error;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ phase: 'attempt', timeoutMs: 30_000 });
    expect(http.seen).toHaveLength(1);
    expect(http.seen[0]!.signalAborted()).toBe(true);
    expect(clock.now()).toBe(START_MS + 30_000);
    expect(clock.pending()).toBe(0);
  });

  it('GET: a timed-out attempt is retried like a network failure', async () => {
    const { layer, clock, http } = makeLayer([HANG, OK], { attemptTimeoutMs: 5000 });
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect(outcome.ok).toBe(true);
    expect(http.seen).toHaveLength(2);
    const gap = http.seen[1]!.at - http.seen[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(5500);
    expect(gap).toBeLessThanOrEqual(6500);
  });

  it('GET hanging forever: five attempts, then TimeoutError(attempt)', async () => {
    const { layer, clock, http } = makeLayer([HANG, HANG, HANG, HANG, HANG, HANG], { attemptTimeoutMs: 1000 });
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect((outcome as { error: TimeoutError }).error).toMatchObject({ name: 'TimeoutError', phase: 'attempt' });
    expect(http.seen).toHaveLength(5);
    expect(http.seen.every((r) => r.signalAborted())).toBe(true);
    expect(clock.pending()).toBe(0);
  });
});

describe('overall deadline', () => {
  it('defaults: 30 s attempts against a hanging server end at the 120 s deadline', async () => {
    const { layer, clock, http } = makeLayer(Array(10).fill(HANG));
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect((outcome as { error: TimeoutError }).error).toMatchObject({ name: 'TimeoutError', phase: 'deadline', timeoutMs: 120_000 });
    expect(clock.now()).toBe(START_MS + 120_000);
    expect(http.seen.length).toBeGreaterThanOrEqual(3);
    expect(http.seen.every((r) => r.signalAborted())).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('covers a session that never yields tokens', async () => {
    const stuck: SessionSource = { getTokensForRequest: () => new Promise(() => undefined), markAccessTokenExpired: () => undefined };
    const { layer, clock, http } = makeLayer([OK], { deadlineMs: 10_000 });
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: stuck }));
    expect((outcome as { error: TimeoutError }).error).toMatchObject({ name: 'TimeoutError', phase: 'deadline' });
    expect(http.seen).toHaveLength(0);
  });

  it('covers an admin access token source that never answers', async () => {
    const { layer, clock } = makeLayer([OK], { accessType: 'admin', adminAccessToken: () => new Promise<string>(() => undefined), deadlineMs: 10_000, attemptTimeoutMs: 60_000 });
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    expect((outcome as { error: TimeoutError }).error).toMatchObject({ name: 'TimeoutError', phase: 'deadline' });
  });

  it('100 concurrent calls on a hanging transport all settle', async () => {
    const { layer, clock } = makeLayer(Array(400).fill(HANG), { attemptTimeoutMs: 1000 });
    const calls = Array.from({ length: 100 }, (_, i) => layer.send({ method: i % 2 ? 'GET' : 'POST', path: '/x', session: NO_SESSION }).then(() => 'ok', (e: Error) => e.name));
    await clock.runAllAsync(10_000);
    const results = await Promise.all(calls);
    expect(results.every((r) => r === 'TimeoutError')).toBe(true);
    expect(clock.pending()).toBe(0);
  });
});

describe('caller abort', () => {
  it('an already-aborted signal sends nothing', async () => {
    const { layer, clock, http } = makeLayer([OK]);
    const signal = new AbortScope();
    signal.abort('changed my mind');
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION, signal }));
    const error = (outcome as { error: AbortedError }).error;
    expect(AbortedError.isInstance(error)).toBe(true);
    expect(error.reason).toBe('changed my mind');
    expect(http.seen).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('aborting during an attempt settles at once and aborts the transport signal', async () => {
    const { layer, clock, http } = makeLayer([HANG]);
    const signal = new AbortScope();
    const pending = layer.send({ method: 'GET', path: '/x', session: NO_SESSION, signal }).catch((e: unknown) => e);
    await clock.advanceAsync(100);
    signal.abort('stop');
    const error = await pending;
    expect(AbortedError.isInstance(error)).toBe(true);
    expect(http.seen[0]!.signalAborted()).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('aborting during the back-off wait settles without another send', async () => {
    const { layer, clock, http } = makeLayer([{ fail: 'network' }, OK]);
    const signal = new AbortScope();
    const pending = layer.send({ method: 'GET', path: '/x', session: NO_SESSION, signal }).catch((e: unknown) => e);
    await clock.advanceAsync(100); // inside the ≥ 500 ms back-off
    signal.abort('stop');
    expect(AbortedError.isInstance(await pending)).toBe(true);
    expect(http.seen).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('leaves no listener on the caller signal after the call', async () => {
    const { layer, clock } = makeLayer([OK]);
    let listeners = 0;
    const signal = {
      aborted: false,
      addEventListener: () => void listeners++,
      removeEventListener: () => void listeners--,
    };
    await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION, signal }));
    expect(listeners).toBe(0);
  });
});
