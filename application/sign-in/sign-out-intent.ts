/**
 * SignOutIntent: a one-time mark, in this tab's session storage, that the app itself is sending the tab to the
 * sign-out page (`redirectToSignOut`). The page signs out on arrival only with it (issue 32): a cross-site page can
 * navigate a tab to /handler/sign-out, but cannot write this origin's storage. The SPA cannot see Sec-Fetch-Site, and
 * `document.referrer` can be emptied by the referring page or come from a same-origin redirect, so neither decides.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { SessionStoragePort } from '../../ports/session-storage.port';

export const SIGN_OUT_INTENT_KEY = 'portcullis_sign_out_intent';
/** Long enough for a slow navigation; short enough that a mark left by a redirect that never happened soon lapses. */
const FRESH_MS = 60_000;

export class SignOutIntent {
  readonly #storage: SessionStoragePort;
  readonly #clock: ClockPort;

  constructor(storage: SessionStoragePort, clock: ClockPort) {
    this.#storage = storage;
    this.#clock = clock;
  }

  mark(): void {
    this.#storage.set(SIGN_OUT_INTENT_KEY, String(this.#clock.now()));
  }

  clear(): void {
    this.#storage.remove(SIGN_OUT_INTENT_KEY);
  }

  /** Whether a fresh mark was there; any mark is used up. */
  take(): boolean {
    const marked = Number(this.#storage.get(SIGN_OUT_INTENT_KEY));
    this.clear();
    const age = this.#clock.now() - marked;
    return Number.isFinite(marked) && marked > 0 && age >= 0 && age <= FRESH_MS;
  }
}
