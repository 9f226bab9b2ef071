/**
 * One scenario's world: the in-process emulator on a fake clock behind the tap, one shared cookie jar, optionally the
 * tabs' shared Web Locks, and any number of clients. It also measures the oracles every run shares (J1 and the rest).
 */
import { callAsServer } from '../../emulator/dev/server-call';
import { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import { MemoryNavigationAdapter } from '../../adapters/navigation/memory-navigation.adapter';
import { MemoryLockManager } from '../../adapters/token-store/memory-lock-manager';
import { ACCESS_COOKIE_NAME, refreshCookieNames } from '../../adapters/token-store/session-cookie-rules';
import { IN_PROCESS_BASE_URL } from '../../composition/memory.container';
import { createEmulator, type Emulator } from '../../emulator';
import type { FaultRule } from '../../emulator/dev/faults';
import type { RotationSettings } from '../../emulator/tokens/rotation-state';
import { canaryHits, textsOf } from './canary';
import { CountingDigest } from './counting-digest';
import { Client, PROJECT_ID } from './client';
import { EventedJar } from './evented-jar';
import type { Prng } from './prng';
import { idle, settle } from './settle';
import { SkewedClock } from './skewed-clock';
import { Tap } from './tap';
import { Tracked } from './tracked';

export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
export const MINUTE_MS = 60_000;
/** The request layer's overall deadline (120 s) plus slack: anything pending after this is hung. */
export const T_MAX_MS = 125_000;

export interface WorldOptions {
  /** Tabs share Web Locks (MemoryLockManager); default: seeded. */
  readonly locks?: boolean;
  readonly rotation?: RotationSettings;
  /** One-way network latency, 0 to this many ms (seeded); default 100. 0 where wire timing is itself the figure (E1, E2). */
  readonly maxLatencyMs?: number;
}

export interface NewSession {
  readonly userId: string;
  readonly refreshToken: string;
  readonly accessToken: string;
}

/** The oracles measured in every run of every class. */
export interface SharedOracles {
  readonly hung: number;
  readonly other_origins: number;
  readonly canary_hits: number;
  readonly cross_user_mixing: number;
}

const payloadOf = (jwt: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

export class World {
  readonly clock = new FakeClockAdapter(T0);
  readonly emulator: Emulator;
  readonly tap: Tap;
  readonly jar = new EventedJar(this.clock);
  readonly locks: MemoryLockManager | null;
  readonly clients: Client[] = [];
  readonly tracked: Tracked<unknown>[] = [];
  readonly digest = new CountingDigest();
  readonly rng: Prng;
  hung = 0;

  constructor(rng: Prng, options: WorldOptions = {}) {
    this.rng = rng;
    this.emulator = createEmulator({ now: () => this.clock.now(), log: () => undefined });
    if (options.rotation !== undefined) this.emulator.setRotation(options.rotation);
    this.tap = new Tap(this.emulator, this.clock, rng, { maxLatencyMs: options.maxLatencyMs ?? 100 });
    this.locks = (options.locks ?? rng.chance(0.5)) ? new MemoryLockManager() : null;
  }

  /** A new tab on the shared jar; `skewMs` is how far its clock is ahead of the server's; `page` gives it an address bar. */
  addClient(skewMs = 0, page?: string): Client {
    const client = new Client({
      index: this.clients.length, handler: this.tap.handler, jar: this.jar, locks: this.locks, baseUrl: IN_PROCESS_BASE_URL, digest: this.digest,
      ...(page === undefined ? {} : { navigation: new MemoryNavigationAdapter(page) }),
      clock: new SkewedClock(this.clock, skewMs),
      watch: this.rng.chance(0.25) ? 'poll' : 'events', randomSeed: this.rng.int(1, 2 ** 30),
    });
    this.clients.push(client);
    return client;
  }

  /** A tab showing `page` (an address bar for OAuth callbacks), its lazily loaded features ready. */
  async addPageClient(page: string): Promise<Client> {
    const client = this.addClient(0, page);
    await client.loadFeatures();
    return client;
  }

  addClients(count: number, skewMs = 0): Client[] {
    return Array.from({ length: count }, () => this.addClient(skewMs));
  }

  /** Watches a promise: its error is kept for the canary scan and it counts as hung if still pending at the end. */
  track<T>(promise: Promise<T>): Tracked<T> {
    const tracked = new Tracked(promise, this.clock);
    this.tracked.push(tracked as Tracked<unknown>);
    return tracked;
  }

  /** Drives the clock until these settle (T_MAX_MS at most); counts the ones left pending as hung. */
  async settle(watched: readonly Tracked<unknown>[], horizonMs = T_MAX_MS): Promise<number> {
    const left = await settle(this.clock, watched, horizonMs, () => this.#busy());
    this.hung += left;
    return left;
  }

  /** Lets `ms` of virtual time pass with every timer running (polls, back-offs), like a page left open. */
  idle(ms: number): Promise<void> {
    return idle(this.clock, ms, () => this.#busy());
  }

  /** A user and a session made by the server API (scene setting, outside the tap). */
  async newSession(): Promise<NewSession> {
    const user = await this.serverCall('POST', '/users', { display_name: `user-${this.rng.int(1, 1e9)}` });
    const userId = String(user['id']);
    const tokens = await this.serverCall('POST', '/auth/sessions', { user_id: userId });
    this.tap.learnSessions();
    return { userId, refreshToken: String(tokens['refresh_token']), accessToken: String(tokens['access_token']) };
  }

  serverCall(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    return callAsServer((request) => this.emulator.handler(request), method, path, body);
  }

  fault(rule: FaultRule): void {
    this.emulator.core.faults.add(rule);
  }

  clearFaults(): void {
    this.emulator.core.faults.clear();
  }

  /** The session is live on the emulator (not revoked, not expired). */
  isLive(refreshToken: string | null): boolean {
    if (refreshToken === null) return false;
    return Object.values(this.emulator.state.sessions).some((s) => s.refreshToken === refreshToken && s.expiresAt > this.emulator.clock.now());
  }

  /** The session row (family) a refresh token belongs or belonged to is still live. */
  isFamilyLive(refreshToken: string): boolean {
    const id = this.tap.sessionIdOf.get(refreshToken);
    const row = id === undefined ? undefined : this.emulator.state.sessions[id];
    return row !== undefined && row.expiresAt > this.emulator.clock.now();
  }

  /** Which refresh token the jar holds (what a reload would find). */
  jarRefreshToken(): string | null {
    return this.clients[0]?.store.get().refreshToken ?? null;
  }

  shared(): SharedOracles {
    return { hung: this.hung, other_origins: this.#otherOrigins(), canary_hits: this.#canaryHits(), cross_user_mixing: this.#mixing() };
  }

  dispose(): void {
    for (const client of this.clients) client.dispose();
  }

  /** Work on the thread pool (token signing in the emulator, digests in the client): the clock must wait for it. */
  #busy(): boolean {
    return this.tap.inFlight > 0 || this.digest.inFlight > 0;
  }

  #otherOrigins(): number {
    const origin = new URL(IN_PROCESS_BASE_URL).origin;
    return this.tap.wire.filter((e) => e.origin !== origin).length;
  }

  /** A request whose access token's refresh_token_id is not the session of the refresh token sent with it. */
  #mixing(): number {
    let mixed = 0;
    for (const entry of this.tap.wire) {
      const access = entry.headers['x-stack-access-token'];
      const refresh = entry.headers['x-stack-refresh-token'];
      if (access === undefined || refresh === undefined) continue;
      const claim = payloadOf(access)?.['refresh_token_id'];
      const sessionId = this.tap.sessionIdOf.get(refresh);
      if (sessionId !== undefined && claim !== sessionId) mixed++;
    }
    return mixed;
  }

  #canaryHits(): number {
    const tokenCookies = new Set([ACCESS_COOKIE_NAME, ...refreshCookieNames(this.jar.getAll(), PROJECT_ID)]);
    const otherStorage = Object.entries(this.jar.getAll()).filter(([name]) => !tokenCookies.has(name)).map(([name, value]) => `${name}=${value}`);
    const texts = [
      ...this.tracked.filter((t) => t.rejected).flatMap((t) => textsOf(t.error)),
      ...this.clients.flatMap((c) => c.logger.lines().map((l) => l.message)),
      ...this.tap.wire.map((e) => e.url),
      ...otherStorage,
    ];
    return canaryHits(texts, this.tap.canaries);
  }
}
