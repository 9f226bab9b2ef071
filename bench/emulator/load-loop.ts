/**
 * runLoop: runs one async iteration over and over for a fixed wall-clock window, `concurrency` workers at a time,
 * and reports iterations per second. A benchmark helper (prints figures); tests never assert on it.
 */

export interface LoopResult {
  readonly iterations: number;
  readonly seconds: number;
  readonly perSecond: number;
}

export async function runLoop(iteration: () => Promise<void>, durationMs: number, concurrency: number): Promise<LoopResult> {
  const start = performance.now();
  const end = start + durationMs;
  let iterations = 0;
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      await iteration();
      iterations += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  return { iterations, seconds, perSecond: iterations / seconds };
}
