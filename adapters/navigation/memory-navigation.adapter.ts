/** MemoryNavigationAdapter: NavigationPort for tests and scripts: a current URL that navigation moves, and a history. */
import type { NavigationPort } from '../../ports/navigation.port';

export interface MemoryVisit {
  readonly kind: 'assign' | 'replace';
  /** As given to assign/replace. */
  readonly requested: string;
  /** Resolved against the page at the time (what a browser's location would become). */
  readonly url: string;
}

/**
 * Starts on `startUrl` (null: no page yet). Navigation resolves at once (no redirect wait: tests stay fast and
 * timer-free) and moves currentUrl, like a browser would after the new page loaded. A relative target with no
 * page stays as given.
 */
export class MemoryNavigationAdapter implements NavigationPort {
  #current: string | null;
  readonly #visits: MemoryVisit[] = [];
  readonly #rewrites: string[] = [];

  constructor(startUrl: string | null = null) {
    this.#current = startUrl;
  }

  /** Every navigation, in order. */
  get visits(): readonly MemoryVisit[] {
    return this.#visits;
  }

  /** Every address-bar rewrite (no navigation), in order. */
  get rewrites(): readonly string[] {
    return this.#rewrites;
  }

  currentUrl(): string | null {
    return this.#current;
  }

  /** Moves to `url` without recording a visit (the user typed it, or a test set the scene). */
  goTo(url: string | null): void {
    this.#current = url;
  }

  /** The address bar changes; no visit (nothing loaded). */
  rewriteAddress(url: string): void {
    if (this.#current === null) return;
    this.#current = this.#resolve(url);
    this.#rewrites.push(this.#current);
  }

  async assign(url: string): Promise<void> {
    this.#navigate('assign', url);
  }

  async replace(url: string): Promise<void> {
    this.#navigate('replace', url);
  }

  #navigate(kind: MemoryVisit['kind'], requested: string): void {
    const url = this.#resolve(requested);
    this.#visits.push({ kind, requested, url });
    this.#current = url;
  }

  #resolve(target: string): string {
    try {
      return this.#current === null ? new URL(target).href : new URL(target, this.#current).href;
    } catch {
      return target;
    }
  }
}
