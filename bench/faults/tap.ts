/**
 * The tap: the emulator's front door in every scenario. It records each request as the emulator sees it (origin,
 * method, path, headers, form, virtual time, outcome), learns which session every refresh token belongs to and every
 * token the emulator handed out (the canaries), and reorders concurrent requests: a seeded latency each way (virtual time)
 * and seeded microtask yields.
 */
import type { Emulator } from '../../emulator';
import type { ClockPort } from '../../ports/clock.port';
import type { Prng } from './prng';

export interface WireEntry {
  readonly seq: number;
  readonly origin: string;
  readonly url: string;
  readonly method: string;
  /** Path under /api/v1 (or the full path outside it). */
  readonly path: string;
  /** Shared (server-side) clock time of arrival. */
  readonly at: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly form: Readonly<Record<string, string>> | null;
  outcome: 'pending' | 'answered' | 'dropped';
  status?: number;
  knownError?: string;
}

const yieldTurns = async (turns: number): Promise<void> => {
  for (let i = 0; i < turns; i++) await Promise.resolve();
};

export class Tap {
  readonly wire: WireEntry[] = [];
  /** Every refresh token ever held by a session row → that session's id (the access token's refresh_token_id). */
  readonly sessionIdOf = new Map<string, string>();
  /** Every token the emulator issued or a client sent: none may show up in errors, logs, URLs or other storage. */
  readonly canaries = new Set<string>();
  /**
   * Requests inside the emulator or on their way back, not counting those a 'hang' fault holds forever. Signing a token
   * runs on the thread pool, so the scenario driver must not move the clock while this is above zero.
   */
  inFlight = 0;
  readonly #emulator: Emulator;
  readonly #clock: ClockPort;
  readonly #rng: Prng;
  readonly #maxYields: number;
  readonly #maxLatencyMs: number;

  constructor(emulator: Emulator, clock: ClockPort, rng: Prng, options: { maxYields?: number; maxLatencyMs?: number } = {}) {
    this.#emulator = emulator;
    this.#clock = clock;
    this.#rng = rng;
    this.#maxYields = options.maxYields ?? 6;
    this.#maxLatencyMs = options.maxLatencyMs ?? 100;
  }

  readonly handler = async (request: Request): Promise<Response> => {
    // Counted while work is under way (body reads, the emulator's signing on the thread pool), not while the request
    // travels (a timer the driver advances) nor while a 'hang' fault holds it forever.
    let counted = true;
    this.inFlight++;
    const release = (): void => {
      if (counted) this.inFlight--;
      counted = false;
    };
    const hold = (): void => {
      if (!counted) this.inFlight++;
      counted = true;
    };
    try {
      const url = new URL(request.url);
      const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;
      const form = isForm ? Object.fromEntries(new URLSearchParams(await request.clone().text())) : null;
      release();
      await this.#travel();
      hold();
      const entry: WireEntry = {
        seq: this.wire.length, origin: url.origin, url: request.url, method: request.method, path: url.pathname.replace(/^\/api\/v1/, ''),
        at: this.#clock.now(), headers: Object.fromEntries(request.headers), outcome: 'pending', form,
      };
      this.wire.push(entry);
      for (const name of ['x-stack-access-token', 'x-stack-refresh-token']) if (entry.headers[name]) this.canaries.add(entry.headers[name]);
      if (entry.form?.['refresh_token']) this.canaries.add(entry.form['refresh_token']);
      this.learnSessions();
      if (this.#emulator.core.faults.peek(request.method, url.pathname)?.kind === 'hang') release();
      const response = await this.#forward(request, entry);
      release();
      await this.#travel();
      return response;
    } finally {
      release();
    }
  };

  /** Network latency, one way: 0 to maxLatencyMs of virtual time (seeded), so tabs' requests overtake each other. */
  #travel(): Promise<void> {
    const ms = this.#rng.int(0, this.#maxLatencyMs);
    return ms === 0 ? Promise.resolve() : new Promise((resolve) => this.#clock.setTimeout(resolve, ms));
  }

  async #forward(request: Request, entry: WireEntry): Promise<Response> {
    await yieldTurns(this.#rng.int(0, this.#maxYields));
    let response: Response;
    try {
      response = await this.#emulator.handler(request);
    } catch (error) {
      entry.outcome = 'dropped';
      this.learnSessions();
      throw error;
    }
    entry.outcome = 'answered';
    entry.status = response.status;
    const known = response.headers.get('x-stack-known-error');
    if (known !== null) entry.knownError = known;
    this.learnSessions();
    await this.#learnTokens(response);
    await yieldTurns(this.#rng.int(0, this.#maxYields));
    return response;
  }

  /** Requests whose path is `path` (under /api/v1), optionally of one method. */
  to(path: string, method?: string): WireEntry[] {
    return this.wire.filter((e) => e.path === path && (method === undefined || e.method === method));
  }

  /** refresh_token grants sent (whatever happened to them). */
  refreshes(since = 0): WireEntry[] {
    return this.wire.filter((e) => e.seq >= since && e.path === '/auth/oauth/token' && e.form?.['grant_type'] === 'refresh_token');
  }

  learnSessions(): void {
    for (const session of Object.values(this.#emulator.state.sessions)) {
      this.sessionIdOf.set(session.refreshToken, session.id);
      this.canaries.add(session.refreshToken);
    }
  }

  async #learnTokens(response: Response): Promise<void> {
    if (!(response.headers.get('content-type') ?? '').includes('json')) return;
    try {
      const body = (await response.clone().json()) as Record<string, unknown>;
      for (const key of ['access_token', 'refresh_token']) {
        const value = body[key];
        if (typeof value === 'string' && value.length > 16) this.canaries.add(value);
      }
    } catch {
      // not JSON after all: nothing to learn
    }
  }
}
