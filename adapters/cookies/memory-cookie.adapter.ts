/** MemoryCookieAdapter: a cookie jar in memory, expiry evaluated through the ClockPort (tests, memory env). */
import type { ClockPort } from '../../ports/clock.port';
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';

interface JarEntry {
  readonly value: string;
  /** Epoch ms, or null for a session cookie. */
  readonly expiresAt: number | null;
  readonly options: CookieOptions;
}

/** Keyed by name only, as `document.cookie` shows them: one path and domain per name is all this library uses. */
export class MemoryCookieAdapter implements CookiePort {
  readonly #jar = new Map<string, JarEntry>();
  readonly #clock: ClockPort;

  constructor(clock: ClockPort) {
    this.#clock = clock;
  }

  get(name: string): string | undefined {
    return this.#live(name)?.value;
  }

  getAll(): Readonly<Record<string, string>> {
    const all: Record<string, string> = {};
    for (const name of [...this.#jar.keys()]) {
      const entry = this.#live(name);
      if (entry !== undefined) all[name] = entry.value;
    }
    return all;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const maxAge = options.maxAgeSeconds;
    if (maxAge !== undefined && maxAge <= 0) {
      this.#jar.delete(name);
      return;
    }
    const expiresAt = maxAge === undefined ? null : this.#clock.now() + maxAge * 1000;
    this.#jar.set(name, { value, expiresAt, options });
  }

  remove(name: string): void {
    this.#jar.delete(name);
  }

  /** The attributes a cookie was last written with (for tests of §6.3 attributes). */
  optionsOf(name: string): CookieOptions | undefined {
    return this.#live(name)?.options;
  }

  #live(name: string): JarEntry | undefined {
    const entry = this.#jar.get(name);
    if (entry === undefined) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= this.#clock.now()) {
      this.#jar.delete(name);
      return undefined;
    }
    return entry;
  }
}
