/**
 * The shared cookie jar of the scenario's tabs, with the Cookie Store API's change event (dispatched after the
 * writing turn, as browsers do), so tabs that do not poll still see each other's writes.
 */
import { MemoryCookieAdapter } from '../../adapters/cookies/memory-cookie.adapter';
import type { CookieChangeEventsLike } from '../../adapters/token-store/cross-tab-signals';
import type { ClockPort } from '../../ports/clock.port';
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';

export class EventedJar implements CookiePort, CookieChangeEventsLike {
  readonly #jar: MemoryCookieAdapter;
  readonly #listeners = new Set<() => void>();

  constructor(clock: ClockPort) {
    this.#jar = new MemoryCookieAdapter(clock);
  }

  get(name: string): string | undefined {
    return this.#jar.get(name);
  }

  getAll(): Readonly<Record<string, string>> {
    return this.#jar.getAll();
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.#jar.set(name, value, options);
    this.#changed();
  }

  remove(name: string): void {
    this.#jar.remove(name);
    this.#changed();
  }

  addEventListener(_type: 'change', listener: () => void): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_type: 'change', listener: () => void): void {
    this.#listeners.delete(listener);
  }

  #changed(): void {
    queueMicrotask(() => [...this.#listeners].forEach((listener) => listener()));
  }
}
