/** MemorySessionStorageAdapter: SessionStoragePort in a Map (Node, tests, and the fallback when a browser refuses storage). */
import type { SessionStoragePort } from '../../ports/session-storage.port';

export class MemorySessionStorageAdapter implements SessionStoragePort {
  readonly #values = new Map<string, string>();

  get(key: string): string | null {
    return this.#values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.#values.set(key, value);
  }

  remove(key: string): void {
    this.#values.delete(key);
  }
}
