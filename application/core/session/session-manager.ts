/** SessionManager: owns the current session — single-flight refresh, compare-and-swap commits, sign-out, events. */
import { AbortedError } from '../../../domain/errors/aborted-error';
import type { AbortSignalLike } from '../../../ports/abort-signal';
import type { ClockPort } from '../../../ports/clock.port';
import type { LoggerPort } from '../../../ports/logger.port';
import { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from '../../../ports/token-store.port';
import { waitAtMost, waitUnlessAborted } from '../async';
import { CommitGuard, type CommitTicket } from './commit-guard';
import type { RefreshBackend, RefreshOutcome } from './refresh-backend';
import type { ServerTime } from './server-time';
import { SessionEvents, type InvalidationReason, type SessionListener } from './session-events';
import { resolveSessionManagerOptions, type ResolvedSessionManagerOptions, type SessionManagerOptions } from './session-manager-options';
import type { SessionSource } from './session-source';
import { SingleFlight } from './single-flight';
import { TokenFreshness } from './token-freshness';
import { withDeadline } from '../async';

/** A new session: both tokens from a sign-in response, or a server-created pair (POST /auth/sessions). */
export interface NewSessionTokens {
  readonly refreshToken: string;
  readonly accessToken: string | null;
}

/** A refresh round ends refreshed, invalid, or superseded: another tab replaced or ended the session while we waited. */
type RefreshRound = RefreshOutcome | { readonly kind: 'superseded' };
const SUPERSEDED: RefreshRound = Object.freeze({ kind: 'superseded' });

const samePair = (a: TokenPair, b: TokenPair): boolean => a.refreshToken === b.refreshToken && a.accessToken === b.accessToken;

/**
 * The token store is the single source of truth; it is synchronous, so every commit below is a
 * read-compare-write in one turn (compare-and-swap on the refresh token): a result is only written
 * for the session it was made for, and a stale tab can neither wipe nor resurrect another session.
 *
 * Access-token-only sessions (no refresh token, e.g. an explicit `{accessToken}` store): unlike the
 * official SDK, which ignores them, the engine uses such a token while it has not expired (server time,
 * no validity window, since it cannot be renewed), and yields nulls afterwards.
 */
export class SessionManager implements SessionSource {
  readonly #store: TokenStorePort;
  readonly #clock: ClockPort;
  readonly #backend: RefreshBackend;
  readonly #logger: LoggerPort;
  readonly #options: ResolvedSessionManagerOptions;
  readonly #freshness: TokenFreshness;
  readonly #events: SessionEvents;
  readonly #guard = new CommitGuard();
  readonly #refreshes = new SingleFlight<RefreshRound>();
  readonly #unsubscribeStore: () => void;
  #signOut: Promise<void> | null = null;
  #signingOut = false;
  #expiredAccessToken: string | null = null;
  /** The pair this engine last wrote or was told about, to tell other tabs' changes from the echo of ours. */
  #lastSeen: TokenPair;

  constructor(
    store: TokenStorePort,
    clock: ClockPort,
    backend: RefreshBackend,
    serverTime: ServerTime,
    logger: LoggerPort,
    options?: SessionManagerOptions,
  ) {
    this.#store = store;
    this.#clock = clock;
    this.#backend = backend;
    this.#logger = logger;
    this.#options = resolveSessionManagerOptions(options);
    this.#freshness = new TokenFreshness(clock, serverTime);
    this.#events = new SessionEvents(logger);
    this.#lastSeen = store.get();
    this.#unsubscribeStore = store.subscribe((tokens) => this.#onStoreChanged(tokens));
  }

  /** @see SessionSource.getTokensForRequest */
  getTokensForRequest(signal?: AbortSignalLike): Promise<TokenPair> {
    return this.#tokensForRequest(signal, 2, this.#clock.now() + this.#options.refreshTimeoutMs);
  }

  /** Only that exact token is affected: a newer token (refreshed meanwhile, here or in another tab) is kept. */
  markAccessTokenExpired(accessToken: string): void {
    if (this.#store.get().accessToken === accessToken) this.#expiredAccessToken = accessToken;
  }

  /**
   * "Suggest refresh" after a mutation of the current user (protocol §6.7): the current access token is treated
   * as expired, so the next request refreshes first and carries the new claims. Only with a refresh token
   * (an access-token-only session could not get a new one).
   */
  markCurrentAccessTokenExpired(): void {
    const { accessToken, refreshToken } = this.#store.get();
    if (accessToken !== null && refreshToken !== null) this.#expiredAccessToken = accessToken;
  }

  /** Stores a new session (sign-in response or server-created pair); nothing started for an earlier session can commit. */
  signIn(tokens: NewSessionTokens): void {
    this.#guard.advance();
    this.#write({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken });
    this.#freshness.observeIfIssuedAhead(tokens.accessToken);
    this.#events.emit({ type: 'signedIn', source: 'local' });
  }

  /**
   * Revokes the current session on the server (best effort: 401, REFRESH_TOKEN_ERROR, 5xx, network down and
   * timeouts are all ignored), then clears it locally whatever the answer. Concurrent calls share one sign-out.
   */
  signOut(): Promise<void> {
    this.#signOut ??= this.#runSignOut().finally(() => {
      this.#signOut = null;
    });
    return this.#signOut;
  }

  /** Ends the session without asking the server, e.g. after the current user was deleted. */
  invalidate(reason: InvalidationReason = 'explicit'): void {
    this.#guard.advance();
    const hadSession = !samePair(this.#store.get(), EMPTY_TOKENS);
    this.#write(EMPTY_TOKENS);
    if (hadSession) this.#events.emit({ type: 'invalidated', reason });
  }

  /** True while the store holds a refresh token, or an access-token-only session. */
  isSignedIn(): boolean {
    const pair = this.#store.get();
    return pair.refreshToken !== null || pair.accessToken !== null;
  }

  /** signedIn, refreshed, signedOut, invalidated: called after the change is committed; may call back in. */
  subscribe(listener: SessionListener): () => void {
    return this.#events.subscribe(listener);
  }

  /** Stops listening to the token store (the in-flight work still settles its waiters). */
  dispose(): void {
    this.#unsubscribeStore();
  }

  /**
   * One round per session: when a newer session replaced ours while our refresh was in flight (a sign-in here or in
   * another tab), the request is served from that session (refreshing it if needed) instead of going without a token.
   */
  async #tokensForRequest(signal: AbortSignalLike | undefined, rounds: number, deadlineAt: number): Promise<TokenPair> {
    if (signal?.aborted) throw new AbortedError(signal.reason);
    const pair = this.#store.get();
    if (pair.refreshToken === null) return this.#accessOnly(pair);
    if (this.#isUsable(pair.accessToken, this.#options.validityWindowMs)) return pair;
    try {
      // One deadline for the whole request, however many rounds: a second round waits only for what is left of it.
      const refreshed = waitAtMost(this.#refreshOnce(pair.refreshToken, pair.accessToken), this.#clock, deadlineAt - this.#clock.now());
      await waitUnlessAborted(refreshed, signal);
    } catch (error) {
      return this.#fallbackAfterFailedRefresh(error);
    }
    const replacedBy = this.#store.get().refreshToken;
    const replaced = replacedBy !== null && replacedBy !== pair.refreshToken && !this.#signingOut;
    return replaced && rounds > 1 ? this.#tokensForRequest(signal, rounds - 1, deadlineAt) : this.#currentForRequest();
  }

  /** `judged`: the access token found unusable (null: none), which is what makes this refresh necessary. */
  #refreshOnce(refreshToken: string, judged: string | null): Promise<RefreshRound> {
    return this.#refreshes.run(refreshToken, () => this.#refreshAcrossTabs(refreshToken, judged));
  }

  /**
   * Single flight across tabs: the store's exclusive section (Web Locks for cookies) lets one tab refresh while the
   * others wait, then they find the new token in the shared store and adopt it instead of refreshing again.
   */
  #refreshAcrossTabs(refreshToken: string, judged: string | null): Promise<RefreshRound> {
    // A change another tab made that this tab has not been told about yet (its poll or change event is still due) is
    // taken in now, before the ticket: otherwise its late notice would void a refresh of the very session it announces.
    this.#onStoreChanged(this.#store.get());
    const ticket = this.#guard.ticket();
    const run = (): Promise<RefreshRound> => this.#refreshUnlessDoneElsewhere(refreshToken, judged, ticket);
    return this.#store.runExclusive ? this.#store.runExclusive(run) : run();
  }

  /**
   * Anything but the token judged unusable counts as done elsewhere — not merely what the store held when this
   * refresh started: another tab's cookie write can land between two reads of one turn (Chromium shows the new refresh
   * cookie before the new access cookie), and a token first read then would pass for the stale one and be refreshed.
   */
  async #refreshUnlessDoneElsewhere(refreshToken: string, judged: string | null, ticket: CommitTicket): Promise<RefreshRound> {
    const pair = this.#store.get();
    if (pair.refreshToken !== refreshToken) return SUPERSEDED;
    if (pair.accessToken !== judged && this.#isUsable(pair.accessToken, this.#options.validityWindowMs)) {
      return { kind: 'refreshed', accessToken: pair.accessToken };
    }
    return this.#refreshAndCommit(refreshToken, ticket);
  }

  async #refreshAndCommit(refreshToken: string, ticket: CommitTicket): Promise<RefreshOutcome> {
    const outcome = await withDeadline((signal) => this.#backend.refresh(refreshToken, signal), this.#clock, this.#options.refreshTimeoutMs);
    if (outcome.kind === 'refreshed') {
      this.#freshness.observeFreshlyIssued(outcome.accessToken);
      this.#commitRefreshed(refreshToken, { refreshToken: outcome.refreshToken ?? refreshToken, accessToken: outcome.accessToken }, ticket);
    } else {
      this.#commitInvalid(refreshToken, ticket);
    }
    return outcome;
  }

  #canCommit(ticket: CommitTicket, refreshToken: string): boolean {
    return !this.#signingOut && this.#guard.isCurrent(ticket) && this.#store.get().refreshToken === refreshToken;
  }

  /** A rotating server's successor refresh token is written in the same turn as the access token (adopted atomically). */
  #commitRefreshed(refreshToken: string, refreshed: TokenPair, ticket: CommitTicket): void {
    if (!this.#canCommit(ticket, refreshToken)) return;
    this.#write(refreshed);
    this.#events.emit({ type: 'refreshed', source: 'local' });
  }

  #commitInvalid(refreshToken: string, ticket: CommitTicket): void {
    if (!this.#canCommit(ticket, refreshToken)) return;
    this.#guard.advance();
    this.#write(EMPTY_TOKENS);
    this.#events.emit({ type: 'invalidated', reason: 'refreshTokenRejected' });
  }

  /**
   * What the store holds after a refresh settled: ours, a newer session from another tab, or nothing.
   * The refresh may not have committed (a sign-out was under way), so the stored access token is only
   * handed out while it is unexpired; otherwise the request goes without one.
   */
  #currentForRequest(): TokenPair {
    const pair = this.#store.get();
    if (pair.refreshToken === null) return this.#accessOnly(pair);
    return this.#isUsable(pair.accessToken, 0) ? pair : { refreshToken: pair.refreshToken, accessToken: null };
  }

  /** A transient failure never signs out: proceed with a still-unexpired token, else let the error propagate. */
  #fallbackAfterFailedRefresh(error: unknown): TokenPair {
    const pair = this.#store.get();
    if (AbortedError.isInstance(error)) throw error;
    if (pair.refreshToken !== null && this.#isUsable(pair.accessToken, 0)) return pair;
    throw error;
  }

  #accessOnly(pair: TokenPair): TokenPair {
    return this.#isUsable(pair.accessToken, 0) ? pair : EMPTY_TOKENS;
  }

  #isUsable(accessToken: string | null, windowMs: number): accessToken is string {
    return accessToken !== null && accessToken !== this.#expiredAccessToken && this.#freshness.isLikelyValid(accessToken, windowMs);
  }

  async #runSignOut(): Promise<void> {
    const pair = this.#store.get();
    this.#signingOut = true;
    this.#guard.advance();
    try {
      const accessToken = await this.#accessTokenForRevoke(pair);
      if (accessToken !== null) await this.#revoke(accessToken, pair.refreshToken);
      this.#clearIfStillHolding(pair);
    } finally {
      this.#signingOut = false;
    }
  }

  /** A likely-valid access token if one can be had (sharing a refresh in flight); null otherwise. */
  async #accessTokenForRevoke(pair: TokenPair): Promise<string | null> {
    if (this.#isUsable(pair.accessToken, this.#options.validityWindowMs)) return pair.accessToken;
    if (pair.refreshToken === null) return this.#isUsable(pair.accessToken, 0) ? pair.accessToken : null;
    try {
      const outcome = await this.#refreshOnce(pair.refreshToken, pair.accessToken);
      return outcome.kind === 'refreshed' ? outcome.accessToken : null;
    } catch {
      return null;
    }
  }

  async #revoke(accessToken: string, refreshToken: string | null): Promise<void> {
    try {
      await withDeadline(() => this.#backend.revokeCurrentSession(accessToken, refreshToken), this.#clock, this.#options.refreshTimeoutMs);
    } catch (error) {
      const kind = error instanceof Error ? error.name : typeof error;
      this.#logger.debug(`Sign-out: revocation unconfirmed (${kind}); cleared locally.`);
    }
  }

  /** Compare-and-swap: a session signed in meanwhile (here or in another tab) is not the one being signed out. */
  #clearIfStillHolding(signedOut: TokenPair): void {
    const current = this.#store.get();
    if (current.refreshToken !== signedOut.refreshToken) return;
    if (current.refreshToken === null && current.accessToken !== signedOut.accessToken) return;
    this.#guard.advance();
    this.#write(EMPTY_TOKENS);
    if (signedOut.refreshToken !== null || signedOut.accessToken !== null) this.#events.emit({ type: 'signedOut', source: 'local' });
  }

  #write(pair: TokenPair): void {
    this.#lastSeen = pair;
    this.#store.set(pair);
  }

  #onStoreChanged(pair: TokenPair): void {
    const previous = this.#lastSeen;
    if (samePair(pair, previous)) return;
    this.#lastSeen = pair;
    if (pair.refreshToken === previous.refreshToken) {
      if (pair.accessToken !== null) this.#events.emit({ type: 'refreshed', source: 'otherTab' });
      return;
    }
    this.#guard.advance();
    this.#events.emit(pair.refreshToken === null ? { type: 'signedOut', source: 'otherTab' } : { type: 'signedIn', source: 'otherTab' });
  }
}
