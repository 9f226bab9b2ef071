/**
 * MagicLinkRequests: the magic links this browser asked for, so that the callback page signs in on arrival only for
 * those (login CSRF, issue 32). The service answers send-sign-in-code with the code's nonce (its last 39 characters,
 * protocol §2.2); the emailed link's code ends with it. A link whose nonce this browser never received was requested
 * elsewhere: perhaps on the visitor's phone, perhaps by an attacker who sent the visitor their own link. The callback
 * then asks before signing in. Kept in the browser's shared storage (localStorage): the link usually opens in a new tab.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { SessionStoragePort } from '../../ports/session-storage.port';
import { nonceOf } from '../../domain/verification/verification-code';

export const MAGIC_LINK_REQUESTS_KEY = 'portcullis_magic_link_requests';
/** As long as a link stays usable at the service (a sign-in code's default lifetime: 7 days); later ones are asked about. */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** A few outstanding links at once (resent, several accounts); the oldest go first. */
const MAX_KEPT = 8;

interface Kept {
  readonly nonce: string;
  readonly at: number;
}

export class MagicLinkRequests {
  readonly #storage: SessionStoragePort;
  readonly #clock: ClockPort;

  constructor(storage: SessionStoragePort, clock: ClockPort) {
    this.#storage = storage;
    this.#clock = clock;
  }

  /** Notes that this browser asked for the link whose code ends with `nonce`. */
  remember(nonce: string): void {
    const kept = [...this.#live().filter((k) => k.nonce !== nonce), { nonce: nonce.toLowerCase(), at: this.#clock.now() }];
    this.#write(kept.slice(-MAX_KEPT));
  }

  /** Whether this browser asked for the link of `code` (a 45-character code); a match is used up. */
  takeMatching(code: string): boolean {
    const nonce = nonceOf(code).toLowerCase();
    const live = this.#live();
    const rest = live.filter((k) => k.nonce !== nonce);
    this.#write(rest);
    return rest.length !== live.length;
  }

  #live(): Kept[] {
    const now = this.#clock.now();
    return this.#read().filter((k) => now - k.at >= 0 && now - k.at < KEPT_MS);
  }

  #read(): Kept[] {
    const text = this.#storage.get(MAGIC_LINK_REQUESTS_KEY);
    if (text === null) return [];
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value.filter(isKept) : [];
    } catch {
      return []; // damaged: as if nothing was asked for, so the callback asks
    }
  }

  #write(kept: readonly Kept[]): void {
    if (kept.length === 0) this.#storage.remove(MAGIC_LINK_REQUESTS_KEY);
    else this.#storage.set(MAGIC_LINK_REQUESTS_KEY, JSON.stringify(kept));
  }
}

function isKept(value: unknown): value is Kept {
  const v = value as Partial<Kept> | null;
  return typeof v === 'object' && v !== null && typeof v.nonce === 'string' && typeof v.at === 'number';
}
