// Clock port contract: now() is epoch ms and never goes backwards on its own; timers fire once, in order; clear cancels.
import type { ClockPort } from '../../ports/clock.port';

export interface ClockContractSubject {
  readonly clock: ClockPort;
  /** Lets `ms` of this clock's time pass (real waiting for the system clock, ≤ 50 ms; advance for a fake). */
  pass(ms: number): Promise<void>;
}

export function describeClockContract(name: string, makeSubject: () => ClockContractSubject): void {
  describe(`ClockPort contract: ${name}`, () => {
    it('now() is a finite epoch-ms number that does not go backwards', async () => {
      const { clock, pass } = makeSubject();
      const a = clock.now();
      await pass(5);
      const b = clock.now();
      expect(Number.isFinite(a)).toBe(true);
      expect(b).toBeGreaterThanOrEqual(a);
    });

    it('fires timers once, shorter delays first', async () => {
      const { clock, pass } = makeSubject();
      const fired: string[] = [];
      clock.setTimeout(() => fired.push('late'), 30);
      clock.setTimeout(() => fired.push('early'), 1);
      await pass(50);
      expect(fired).toEqual(['early', 'late']);
      await pass(40);
      expect(fired).toEqual(['early', 'late']);
    });

    it('a background timer fires and clears like any other', async () => {
      const { clock, pass } = makeSubject();
      const fired: string[] = [];
      clock.setTimeout(() => fired.push('background'), 2, { background: true });
      const cleared = clock.setTimeout(() => fired.push('cleared'), 2, { background: true });
      clock.clearTimeout(cleared);
      await pass(30);
      expect(fired).toEqual(['background']);
    });

    it('clearTimeout cancels a pending timer and tolerates a fired or unknown handle', async () => {
      const { clock, pass } = makeSubject();
      const fired: string[] = [];
      const cancelled = clock.setTimeout(() => fired.push('cancelled'), 5);
      const kept = clock.setTimeout(() => fired.push('kept'), 5);
      clock.clearTimeout(cancelled);
      await pass(30);
      clock.clearTimeout(kept);
      clock.clearTimeout(cancelled);
      expect(fired).toEqual(['kept']);
    });

    it('a timer scheduled from a callback fires too', async () => {
      const { clock, pass } = makeSubject();
      const fired: string[] = [];
      clock.setTimeout(() => {
        fired.push('outer');
        clock.setTimeout(() => fired.push('inner'), 1);
      }, 1);
      await pass(40);
      expect(fired).toEqual(['outer', 'inner']);
    });

    it('a timer never fires before its delay has passed', async () => {
      const { clock, pass } = makeSubject();
      const start = clock.now();
      let firedAt: number | null = null;
      clock.setTimeout(() => (firedAt = clock.now()), 20);
      await pass(45);
      expect(firedAt).not.toBeNull();
      expect(firedAt! - start).toBeGreaterThanOrEqual(19); // timers may round down by a millisecond
    });
  });
}
