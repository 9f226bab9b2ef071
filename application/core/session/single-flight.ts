/** SingleFlight: concurrent callers asking for the same key share one in-flight promise. */

/**
 * The entry is removed as soon as the task settles, so the next caller after that starts afresh.
 * Keyed (by refresh token in the session engine) so a session replaced mid-flight gets its own flight.
 */
export class SingleFlight<T> {
  readonly #inFlight = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const existing = this.#inFlight.get(key);
    if (existing !== undefined) return existing;
    const flight = task().finally(() => {
      if (this.#inFlight.get(key) === flight) this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, flight);
    return flight;
  }

  get size(): number {
    return this.#inFlight.size;
  }
}
