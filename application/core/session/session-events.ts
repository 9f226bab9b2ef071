/** Session events and their listener set: listeners run after state is committed, and cannot break the engine. */
import type { LoggerPort } from '../../../ports/logger.port';

/**
 * A change of the session. `source: 'otherTab'` when the change was seen through the token store (another tab, or
 * another client sharing the cookies) rather than made here.
 *
 * @example
 * const off = app.onSessionChange((event) => {
 *   if (event.type === 'signedOut' || event.type === 'invalidated') location.assign('/');
 * });
 * off();
 * @public
 */
export type SessionEvent =
  | { readonly type: 'signedIn'; readonly source: SessionEventSource }
  | { readonly type: 'refreshed'; readonly source: SessionEventSource }
  | { readonly type: 'signedOut'; readonly source: SessionEventSource }
  | { readonly type: 'invalidated'; readonly reason: InvalidationReason };

/**
 * Where a session change was made.
 * @example
 * app.onSessionChange((event) => { if ('source' in event && event.source === 'otherTab') console.log('changed in another tab'); });
 * @public
 */
export type SessionEventSource = 'local' | 'otherTab';
/**
 * Why a session ended without a sign-out: the server refused its refresh token, the user was deleted, or the app ended it.
 * @example
 * app.onSessionChange((event) => { if (event.type === 'invalidated') console.log(event.reason); });
 * @public
 */
export type InvalidationReason = 'refreshTokenRejected' | 'userDeleted' | 'explicit';
/**
 * Called after a session change is committed; it may call back into the app.
 * @example
 * const listener: SessionListener = (event) => console.log(event.type);
 * const off = app.onSessionChange(listener);
 * @public
 */
export type SessionListener = (event: SessionEvent) => void;

export class SessionEvents {
  readonly #listeners = new Set<SessionListener>();
  readonly #logger: LoggerPort;

  constructor(logger: LoggerPort) {
    this.#logger = logger;
  }

  subscribe(listener: SessionListener): () => void {
    // A wrapper per subscription, so subscribing the same function twice gives two independent unsubscribes.
    const entry: SessionListener = (event) => listener(event);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /** Iterates a snapshot: a listener may (un)subscribe or call back into the engine while being called. */
  emit(event: SessionEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        // The listener's error text is the app's, not ours: only its type is logged, never its message (it could hold tokens).
        const kind = error instanceof Error ? error.name : typeof error;
        this.#logger.warn(`A session listener threw (${kind}) on '${event.type}'; ignored.`);
      }
    }
  }
}
