/**
 * WebSessionStorageAdapter: SessionStoragePort over a browser Storage (window.sessionStorage, or localStorage for the
 * storage the tabs share). Storage can throw
 * (QuotaExceededError, SecurityError in a sandboxed frame, disabled by policy: fault class F3): then values are kept in
 * memory for this page, one warning is logged, and nothing throws to the caller.
 */
import type { LoggerPort } from '../../ports/logger.port';
import type { SessionStoragePort } from '../../ports/session-storage.port';
import { MemorySessionStorageAdapter } from './memory-session-storage.adapter';

/** The part of `Storage` used; injected so tests can pass a failing one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class WebSessionStorageAdapter implements SessionStoragePort {
  readonly #storage: () => StorageLike;
  readonly #logger: LoggerPort;
  readonly #name: string;
  readonly #fallback = new MemorySessionStorageAdapter();
  #warned = false;

  /** `storage` is a getter: merely reading window.sessionStorage throws in some sandboxes. `name` is for the warning. */
  constructor(storage: () => StorageLike, logger: LoggerPort, name = 'sessionStorage') {
    this.#storage = storage;
    this.#logger = logger;
    this.#name = name;
  }

  get(key: string): string | null {
    return this.#attempt(() => this.#storage().getItem(key)) ?? this.#fallback.get(key);
  }

  set(key: string, value: string): void {
    this.#fallback.set(key, value);
    this.#attempt(() => this.#storage().setItem(key, value));
  }

  remove(key: string): void {
    this.#fallback.remove(key);
    this.#attempt(() => this.#storage().removeItem(key));
  }

  #attempt<T>(work: () => T): T | null {
    try {
      return work();
    } catch {
      if (!this.#warned) {
        this.#warned = true;
        this.#logger.warn(`${this.#name} is not available here: values are kept in memory for this page only.`);
      }
      return null;
    }
  }
}
