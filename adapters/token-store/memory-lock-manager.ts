/**
 * MemoryLockManager: the Web Locks API's exclusive mode in memory, for tests and for several clients of one process
 * that share a cookie jar (the fault suite's tabs). Same semantics as `navigator.locks.request`: FIFO per name, an
 * aborted waiter rejects with an AbortError and leaves the queue, `steal` releases the holder at once (the holder's
 * request rejects with an AbortError; its callback keeps running, as in browsers).
 */
import type { LockManagerLike } from './tab-lock';

interface Claim {
  readonly grant: () => void;
  readonly reject: (error: Error) => void;
}

const abortError = (message: string): Error => Object.assign(new Error(message), { name: 'AbortError' });

export class MemoryLockManager implements LockManagerLike {
  readonly #holders = new Map<string, Claim>();
  readonly #queues = new Map<string, Claim[]>();

  /** Names currently held (for assertions). */
  held(): string[] {
    return [...this.#holders.keys()];
  }

  request<T>(name: string, options: { readonly signal?: AbortSignal; readonly steal?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (options.signal?.aborted) return reject(abortError('The lock request was aborted.'));
      const claim: Claim = {
        reject,
        grant: () => {
          Promise.resolve({ name }).then(callback).then(resolve, reject).finally(() => this.#release(name, claim));
        },
      };
      if (options.steal === true) return this.#steal(name, claim);
      options.signal?.addEventListener('abort', () => this.#withdraw(name, claim), { once: true });
      this.#enqueue(name, claim);
    });
  }

  #enqueue(name: string, claim: Claim): void {
    if (!this.#holders.has(name)) {
      this.#holders.set(name, claim);
      claim.grant();
      return;
    }
    this.#queues.set(name, [...(this.#queues.get(name) ?? []), claim]);
  }

  #steal(name: string, claim: Claim): void {
    const holder = this.#holders.get(name);
    this.#holders.set(name, claim);
    holder?.reject(abortError('The lock was stolen.'));
    claim.grant();
  }

  #withdraw(name: string, claim: Claim): void {
    const queue = this.#queues.get(name) ?? [];
    if (!queue.includes(claim)) return;
    this.#queues.set(name, queue.filter((c) => c !== claim));
    claim.reject(abortError('The lock request was aborted.'));
  }

  #release(name: string, claim: Claim): void {
    if (this.#holders.get(name) !== claim) return; // stolen meanwhile: the thief holds it now
    const [next, ...rest] = this.#queues.get(name) ?? [];
    this.#queues.set(name, rest);
    if (next === undefined) {
      this.#holders.delete(name);
      return;
    }
    this.#holders.set(name, next);
    next.grant();
  }
}
