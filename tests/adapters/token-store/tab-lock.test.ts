/**
 * The cross-tab lock: MemoryLockManager behaves like navigator.locks (FIFO, abort while waiting, steal), and
 * runWithTabLock steals from a holder that never lets go once the acquire timeout has passed (fault class C6, bench/faults/).
 */
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { MemoryLockManager } from '../../../adapters/token-store/memory-lock-manager';
import { LOCK_ACQUIRE_TIMEOUT_MS, runWithTabLock } from '../../../adapters/token-store/tab-lock';
import { deferred } from '../../fakes/scripted-refresh-backend';

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('MemoryLockManager (Web Locks semantics, exclusive mode)', () => {
  it('grants one holder at a time, first come first served', async () => {
    const locks = new MemoryLockManager();
    const order: string[] = [];
    const gate = deferred<void>();
    const a = locks.request('l', {}, async () => { order.push('a'); await gate.promise; });
    const b = locks.request('l', {}, async () => { order.push('b'); });
    const c = locks.request('l', {}, async () => { order.push('c'); });
    await flush();
    expect(order).toEqual(['a']);
    gate.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(locks.held()).toEqual([]);
  });

  it('different names do not exclude each other', async () => {
    const locks = new MemoryLockManager();
    const gate = deferred<void>();
    const held = locks.request('one', {}, () => gate.promise);
    await expect(locks.request('two', {}, async () => 'free')).resolves.toBe('free');
    gate.resolve();
    await held;
  });

  it('a waiter whose signal aborts rejects with AbortError and leaves the queue', async () => {
    const locks = new MemoryLockManager();
    const gate = deferred<void>();
    const held = locks.request('l', {}, () => gate.promise);
    const controller = new AbortController();
    const ran = jest.fn(async () => undefined);
    const waiting = locks.request('l', { signal: controller.signal }, ran);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    gate.resolve();
    await held;
    expect(ran).not.toHaveBeenCalled();
  });

  it('steal takes the lock at once; the old holder\'s request rejects with AbortError', async () => {
    const locks = new MemoryLockManager();
    const never = new Promise<void>(() => undefined);
    const frozen = locks.request('l', {}, () => never);
    await flush();
    await expect(locks.request('l', { steal: true }, async () => 'stolen')).resolves.toBe('stolen');
    await expect(frozen).rejects.toMatchObject({ name: 'AbortError' });
    expect(locks.held()).toEqual([]);
  });

  it('a callback that throws synchronously rejects its request and releases the lock', async () => {
    const locks = new MemoryLockManager();
    await expect(locks.request('l', {}, () => { throw new Error('bug'); })).rejects.toThrow('bug');
    await expect(locks.request('l', {}, async () => 'next')).resolves.toBe('next');
  });
});

describe('runWithTabLock', () => {
  it('waits for a busy holder that lets go in time, without stealing', async () => {
    const clock = new FakeClockAdapter(0);
    const locks = new MemoryLockManager();
    const gate = deferred<void>();
    const order: string[] = [];
    const holder = runWithTabLock({ locks, clock, name: 'l' }, async () => { order.push('holder'); await gate.promise; order.push('holder done'); });
    const waiter = runWithTabLock({ locks, clock, name: 'l' }, async () => { order.push('waiter'); return 'ok'; });
    await flush();
    clock.advance(LOCK_ACQUIRE_TIMEOUT_MS - 1);
    await flush();
    expect(order).toEqual(['holder']);
    gate.resolve();
    await expect(waiter).resolves.toBe('ok');
    await holder;
    expect(order).toEqual(['holder', 'holder done', 'waiter']);
    expect(clock.pending()).toBe(0);
  });

  it('a frozen holder blocks another tab for the acquire timeout only, then the lock is stolen', async () => {
    const clock = new FakeClockAdapter(0);
    const locks = new MemoryLockManager();
    void locks.request('l', {}, () => new Promise<void>(() => undefined)).catch(() => undefined);
    const task = jest.fn(async () => 'refreshed');
    const waiter = runWithTabLock({ locks, clock, name: 'l', acquireTimeoutMs: 5_000 }, task);
    await flush();
    clock.advance(4_999);
    await flush();
    expect(task).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(waiter).resolves.toBe('refreshed');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('an error of the task passes through and is not mistaken for a lock timeout', async () => {
    const clock = new FakeClockAdapter(0);
    const locks = new MemoryLockManager();
    const failure = Object.assign(new Error('aborted by the app'), { name: 'AbortError' });
    const task = jest.fn(async () => { throw failure; });
    await expect(runWithTabLock({ locks, clock, name: 'l' }, task)).rejects.toBe(failure);
    expect(task).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('two tabs behind a frozen holder both steal: the one stolen from still gets its task\'s result (fault class C6)', async () => {
    const clock = new FakeClockAdapter(0);
    const locks = new MemoryLockManager();
    void locks.request('l', {}, () => new Promise<void>(() => undefined)).catch(() => undefined);
    const gateA = deferred<string>();
    const a = runWithTabLock({ locks, clock, name: 'l', acquireTimeoutMs: 5_000 }, () => gateA.promise);
    const b = runWithTabLock({ locks, clock, name: 'l', acquireTimeoutMs: 5_000 }, async () => 'b refreshed');
    await flush();
    clock.advance(5_000); // both time out: A steals from the frozen tab, then B steals from A while A's task runs
    await flush();
    await expect(b).resolves.toBe('b refreshed');
    gateA.resolve('a refreshed');
    await expect(a).resolves.toBe('a refreshed');
  });

  it('a holder whose lock is stolen while its task runs still gets the task\'s result, or its error', async () => {
    const locks = new MemoryLockManager();
    const clock = new FakeClockAdapter(0);
    const gate = deferred<string>();
    const holder = runWithTabLock({ locks, clock, name: 'l' }, () => gate.promise);
    await flush();
    await locks.request('l', { steal: true }, async () => undefined);
    gate.reject(new Error('refresh failed'));
    await expect(holder).rejects.toThrow('refresh failed');
  });
});
