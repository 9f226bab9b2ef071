// Runs the clock contract against the system clock (short real waits, ordering only) and the fake clock.
import { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import { NodeClockAdapter } from '../../adapters/clock/node-clock.adapter';
import { SystemClockAdapter } from '../../adapters/clock/system-clock.adapter';
import { describeClockContract } from '../contract/clock.contract';

describeClockContract('SystemClockAdapter', () => ({
  clock: new SystemClockAdapter(),
  pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));

describeClockContract('NodeClockAdapter', () => ({
  clock: new NodeClockAdapter(),
  pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));

describeClockContract('FakeClockAdapter', () => {
  const clock = new FakeClockAdapter(1_700_000_000_000);
  return { clock, pass: (ms) => clock.advanceAsync(ms) };
});

describe('NodeClockAdapter', () => {
  it('a background timer does not hold the process open; an ordinary one does', () => {
    const clock = new NodeClockAdapter();
    const background = clock.setTimeout(() => undefined, 60_000, { background: true }) as NodeJS.Timeout;
    const ordinary = clock.setTimeout(() => undefined, 60_000) as NodeJS.Timeout;
    try {
      expect(background.hasRef()).toBe(false);
      expect(ordinary.hasRef()).toBe(true);
    } finally {
      clock.clearTimeout(background);
      clock.clearTimeout(ordinary);
    }
  });
});

describe('FakeClockAdapter', () => {
  it('advance fires due timers in due order, ties in scheduling order, and stops at the target', () => {
    const clock = new FakeClockAdapter(1000);
    const fired: Array<[string, number]> = [];
    clock.setTimeout(() => fired.push(['b', clock.now()]), 20);
    clock.setTimeout(() => fired.push(['a', clock.now()]), 10);
    clock.setTimeout(() => fired.push(['a2', clock.now()]), 10);
    clock.setTimeout(() => fired.push(['later', clock.now()]), 100);
    clock.advance(50);
    expect(fired).toEqual([['a', 1010], ['a2', 1010], ['b', 1020]]);
    expect(clock.now()).toBe(1050);
    expect(clock.pending()).toBe(1);
    expect(clock.nextDueAt()).toBe(1100);
  });

  it('fires timers scheduled by fired callbacks within the same advance', () => {
    const clock = new FakeClockAdapter();
    const fired: number[] = [];
    const tick = (): void => {
      fired.push(clock.now());
      if (fired.length < 5) clock.setTimeout(tick, 10);
    };
    clock.setTimeout(tick, 10);
    clock.advance(35);
    expect(fired).toEqual([10, 20, 30]);
    clock.advance(100);
    expect(fired).toEqual([10, 20, 30, 40, 50]);
  });

  it('a zero delay fires on advance(0); set() jumps without firing', () => {
    const clock = new FakeClockAdapter();
    const fn = jest.fn();
    clock.setTimeout(fn, 0);
    expect(fn).not.toHaveBeenCalled();
    clock.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
    clock.setTimeout(fn, 10);
    clock.set(5000);
    expect(fn).toHaveBeenCalledTimes(1);
    clock.advance(0);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('advanceAsync lets promise chains schedule timers that still fire within the window', async () => {
    const clock = new FakeClockAdapter();
    const sleep = (ms: number) => new Promise<void>((r) => clock.setTimeout(r, ms));
    const log: number[] = [];
    void (async () => {
      for (let i = 0; i < 3; i++) {
        await sleep(10);
        log.push(clock.now());
      }
    })();
    await clock.advanceAsync(30);
    expect(log).toEqual([10, 20, 30]);
  });

  it('runAllAsync drains every pending timer', async () => {
    const clock = new FakeClockAdapter();
    const fn = jest.fn();
    clock.setTimeout(fn, 5000);
    clock.setTimeout(fn, 50);
    await clock.runAllAsync();
    expect(fn).toHaveBeenCalledTimes(2);
    expect(clock.pending()).toBe(0);
    expect(clock.now()).toBe(5000);
  });
});
