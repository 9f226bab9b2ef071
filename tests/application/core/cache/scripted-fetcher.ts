// ScriptedFetcher: a fake fetch function on the fake clock — records each call's key and start/settle times; the test settles calls by hand or after a fixed duration.
import type { FakeClockAdapter } from '../../../../adapters/clock/fake-clock.adapter';

export interface FetchCall<K> {
  readonly key: K;
  readonly startedAt: number;
  settledAt: number | null;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class ScriptedFetcher<K extends readonly unknown[], V> {
  readonly calls: FetchCall<K>[] = [];
  readonly #clock: FakeClockAdapter;
  readonly #answer: ((key: K, n: number) => V) | null;
  readonly #durationMs: number;

  /** With `answer`, each call resolves with it after `durationMs` of fake time; without, the test settles calls itself. */
  constructor(clock: FakeClockAdapter, answer: ((key: K, n: number) => V) | null = null, durationMs = 0) {
    this.#clock = clock;
    this.#answer = answer;
    this.#durationMs = durationMs;
  }

  readonly fetch = (key: K): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      const call: FetchCall<K> = {
        key,
        startedAt: this.#clock.now(),
        settledAt: null,
        resolve: (value) => ((call.settledAt = this.#clock.now()), resolve(value as V)),
        reject: (error) => ((call.settledAt = this.#clock.now()), reject(error)),
      };
      this.calls.push(call);
      const answer = this.#answer;
      if (answer !== null) {
        const n = this.calls.length;
        this.#clock.setTimeout(() => call.resolve(answer(key, n)), this.#durationMs);
      }
    });

  /** The last call, which must exist. */
  last(): FetchCall<K> {
    const call = this.calls.at(-1);
    if (call === undefined) throw new Error('no fetch call yet');
    return call;
  }

  inFlight(): number {
    return this.calls.filter((c) => c.settledAt === null).length;
  }
}

let counter = 0;
/** A key no other test uses (TanStack's queryKey() habit). */
export const uniqueKey = (): [string] => [`k${++counter}`];
