/**
 * LaggingCookieView: one tab's view of a shared cookie jar that can show another tab's write half-done. A tab's
 * `document.cookie` is not a snapshot: another renderer's writes land one cookie at a time, even between two reads in
 * one turn (seen in Chromium under load: the new refresh cookie next to the old access cookie).
 */
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';

export class LaggingCookieView implements CookiePort {
  readonly #jar: CookiePort;
  #lagging: { readonly name: string; readonly value: string | undefined; reads: number } | null = null;

  constructor(jar: CookiePort) {
    this.#jar = jar;
  }

  /** The next `reads` reads show cookie `name` as `value` (undefined: absent), whatever the jar holds. */
  lag(name: string, value: string | undefined, reads: number): void {
    this.#lagging = { name, value, reads };
  }

  get(name: string): string | undefined {
    return this.getAll()[name];
  }

  getAll(): Readonly<Record<string, string>> {
    const all = { ...this.#jar.getAll() };
    const lagging = this.#lagging;
    if (lagging === null || lagging.reads <= 0) return all;
    lagging.reads--;
    if (lagging.value === undefined) delete all[lagging.name];
    else all[lagging.name] = lagging.value;
    return all;
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.#jar.set(name, value, options);
  }

  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain' | 'secure' | 'sameSite' | 'partitioned'>): void {
    this.#jar.remove(name, options);
  }
}
