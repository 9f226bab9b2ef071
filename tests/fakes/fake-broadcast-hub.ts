/** FakeBroadcastHub: BroadcastChannel semantics in memory (a post reaches every other channel, not the sender), delivered on demand. */
import type { CookieChangeEventsLike, CrossTabChannelLike } from '../../adapters/token-store/cross-tab-signals';

export class FakeBroadcastHub {
  readonly #channels = new Set<FakeChannel>();
  #queue: Array<() => void> = [];
  posted = 0;

  channel(): CrossTabChannelLike {
    const channel = new FakeChannel(this);
    this.#channels.add(channel);
    return channel;
  }

  post(from: FakeChannel): void {
    this.posted++;
    for (const other of this.#channels) if (other !== from) this.#queue.push(() => other.fire());
  }

  /** Delivers queued messages (browsers deliver them as tasks, never synchronously). */
  deliver(): void {
    const queue = this.#queue;
    this.#queue = [];
    for (const send of queue) send();
  }
}

class FakeChannel implements CrossTabChannelLike {
  readonly #hub: FakeBroadcastHub;
  readonly #listeners = new Set<() => void>();

  constructor(hub: FakeBroadcastHub) {
    this.#hub = hub;
  }

  postMessage(): void {
    this.#hub.post(this);
  }

  addEventListener(_type: 'message', listener: () => void): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: () => void): void {
    this.#listeners.delete(listener);
  }

  fire(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}

/** A `cookieStore`-like change source fired by the test. */
export class FakeCookieChanges implements CookieChangeEventsLike {
  readonly #listeners = new Set<() => void>();

  addEventListener(_type: 'change', listener: () => void): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_type: 'change', listener: () => void): void {
    this.#listeners.delete(listener);
  }

  fire(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
