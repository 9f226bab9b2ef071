/**
 * RequestLayer: sends one API call the way protocol §1 says — URL, headers, session tokens — and runs the
 * decideRetry loop with back-off on the ClockPort, a per-attempt timeout, an overall deadline and the
 * caller's AbortSignal, so no call can hang forever.
 */
import { AbortedError } from '../../../domain/errors/aborted-error';
import { InternalAssertionError } from '../../../domain/errors/internal-assertion-error';
import { NetworkError } from '../../../domain/errors/network-error';
import { TimeoutError } from '../../../domain/errors/timeout-error';
import { parseHttpDate } from '../../../domain/request/http-date';
import { decideRetry, DEFAULT_RETRY_POLICY, type AttemptOutcome } from '../../../domain/request/retry-policy';
import { scrubUrl } from '../../../domain/request/scrub-url';
import { crockfordBase32 } from '../../../domain/shared/base32';
import type { ClockPort } from '../../../ports/clock.port';
import type { HttpPort, HttpRequest, HttpResponse } from '../../../ports/http.port';
import type { LoggerPort } from '../../../ports/logger.port';
import type { RandomPort } from '../../../ports/random.port';
import type { TokenPair } from '../../../ports/token-store.port';
import type { ServerTime } from '../session/server-time';
import { AbortScope, raceScope } from '../async';
import type { ApiCall, ApiResponse } from './api-call';
import { buildApiUrl } from './api-url';
import { decodeResponse, type DecodedResponse } from './decode-response';
import { encodeBody, type EncodedBody } from './encode-body';
import { redactSecrets } from './redact';
import { buildRequestHeaders } from './request-headers';
import { decodeKnownError } from './known-error-catalogue';
import type { RequestOptions } from './client-request-options';
import { sleepInScope } from '../async';

/** What one attempt produced: an answer (good or bad), or a transport failure. */
type Attempt<T> =
  | { readonly kind: 'response'; readonly decoded: DecodedResponse<T> }
  | { readonly kind: 'network'; readonly error: NetworkError }
  | { readonly kind: 'timeout' };

/** The state of one call across its attempts. */
interface CallState<T> {
  readonly call: ApiCall<T>;
  readonly url: string;
  /** Encoded once, before the first attempt: a body that is not JSON is refused before anything (a refresh too) is sent. */
  readonly body: EncodedBody;
  readonly scope: AbortScope;
  readonly deadlineAt: number;
  attempt: number;
  refreshed: boolean;
  /** The access token the server rejected, and the error it gave (built when thrown), once the call refreshed. */
  rejected?: { readonly accessToken: string; readonly failure: () => Promise<Error> };
}

const NONCE_BYTES = 28; // 224 bits (protocol §1.2)

export class RequestLayer {
  readonly #http: HttpPort;
  readonly #clock: ClockPort;
  readonly #random: RandomPort;
  readonly #logger: LoggerPort;
  readonly #serverTime: ServerTime;
  readonly #options: RequestOptions;
  #lastDate: string | undefined;
  #lastDateMs: number | null = null;

  constructor(
    http: HttpPort,
    clock: ClockPort,
    random: RandomPort,
    logger: LoggerPort,
    serverTime: ServerTime,
    options: RequestOptions,
  ) {
    this.#http = http;
    this.#clock = clock;
    this.#random = random;
    this.#logger = logger;
    this.#serverTime = serverTime;
    this.#options = options;
  }

  /** The resolved options this layer sends with (project id, access type, base URL…). */
  get options(): RequestOptions {
    return this.#options;
  }

  /**
   * Sends `call`, retrying as decideRetry says. Resolves with a 2xx (body checked by `call.schema`);
   * rejects with the known error, UnexpectedResponseError, NetworkError, TimeoutError or AbortedError.
   */
  async send<T>(call: ApiCall<T>): Promise<ApiResponse<T>> {
    if ((call.method === 'GET' || call.method === 'HEAD') && call.body !== undefined) {
      throw new InternalAssertionError(`${call.method} requests carry no body.`);
    }
    const body = await encodeBody(call.method, call.body);
    const url = buildApiUrl(this.#options.baseUrl, call.path, call.query);
    const { deadlineMs } = this.#options;
    const scope = new AbortScope();
    scope.follow(call.signal, (reason) => new AbortedError(reason));
    const timer = this.#clock.setTimeout(() => scope.abort(new TimeoutError({ timeoutMs: deadlineMs, phase: 'deadline' })), deadlineMs);
    const state: CallState<T> = {
      call, url, body, scope, deadlineAt: this.#clock.now() + deadlineMs, attempt: 0, refreshed: false,
    };
    try {
      return await this.#loop(state);
    } finally {
      this.#clock.clearTimeout(timer);
      scope.dispose();
    }
  }

  async #loop<T>(state: CallState<T>): Promise<ApiResponse<T>> {
    for (;;) {
      state.attempt++;
      const tokens = await raceScope(state.call.session.getTokensForRequest(state.scope), state.scope);
      // The session could not produce a new token: resending the rejected one would only fail again.
      if (state.rejected !== undefined && tokens.accessToken === state.rejected.accessToken) throw await raceScope(state.rejected.failure(), state.scope);
      const attempt = await this.#attempt(state, tokens);
      if (attempt.kind === 'response' && attempt.decoded.ok) {
        return { status: attempt.decoded.status, body: attempt.decoded.body, headers: attempt.decoded.headers };
      }
      const decision = decideRetry(
        {
          method: state.call.method,
          attempt: state.attempt,
          outcome: toOutcome(attempt),
          nowMs: this.#serverTime.toServerTime(this.#clock.now()), // an HTTP-date Retry-After is in server time
          randomUnit: this.#randomUnit(),
          accessTokenRefreshedAlready: state.refreshed,
          repeatable: state.call.repeatable === true,
        },
        DEFAULT_RETRY_POLICY,
      );
      const failure = (): Promise<Error> => this.#failure(state, attempt, tokens);
      if (decision.action === 'refresh-and-resend' && tokens.accessToken !== null) {
        state.call.session.markAccessTokenExpired(tokens.accessToken);
        state.refreshed = true;
        state.rejected = { accessToken: tokens.accessToken, failure };
        continue;
      }
      // Waiting past the deadline only to fail with a vaguer error helps nobody.
      if (decision.action !== 'retry' || this.#clock.now() + decision.delayMs >= state.deadlineAt) throw await raceScope(failure(), state.scope);
      this.#logger.debug(
        `Retrying ${state.call.method} ${scrubUrl(state.url)} in ${decision.delayMs} ms (${decision.reason}, attempt ${state.attempt} of ${DEFAULT_RETRY_POLICY.maxAttempts}).`,
      );
      await sleepInScope(this.#clock, decision.delayMs, state.scope);
    }
  }

  async #attempt<T>(state: CallState<T>, tokens: TokenPair): Promise<Attempt<T>> {
    const { attemptTimeoutMs } = this.#options;
    const scope = new AbortScope();
    scope.follow(state.scope);
    const timer = this.#clock.setTimeout(() => scope.abort(new TimeoutError({ timeoutMs: attemptTimeoutMs, phase: 'attempt' })), attemptTimeoutMs);
    try {
      // Most apps have no admin token source: no promise and no race for it on every attempt.
      const adminToken = this.#options.adminAccessToken === undefined ? null : await raceScope(this.#adminAccessToken(), scope);
      const request = this.#buildRequest(state, tokens, adminToken);
      const response = await raceScope(this.#http.send(request, { signal: scope }), scope);
      this.#observeServerDate(response);
      const secrets = (): (string | null)[] => [...this.#secrets(tokens, adminToken), ...(state.call.secrets ?? [])];
      return { kind: 'response', decoded: decodeResponse(response, state.call.schema, secrets) };
    } catch (error) {
      if (state.scope.aborted) throw state.scope.reason; // deadline or caller abort: the whole call ends
      if (scope.aborted) return { kind: 'timeout' };
      if (NetworkError.isInstance(error)) return { kind: 'network', error };
      throw error;
    } finally {
      this.#clock.clearTimeout(timer);
      scope.dispose();
    }
  }

  #buildRequest({ call, url, body }: CallState<unknown>, tokens: TokenPair, adminAccessToken: string | null): HttpRequest {
    const headers = buildRequestHeaders({
      options: this.#options,
      tokens,
      nonce: crockfordBase32(this.#random.bytes(NONCE_BYTES)),
      adminAccessToken,
      contentType: body.contentType,
      noProjectHeaders: call.noProjectHeaders ?? false,
    });
    return body.text === undefined ? { method: call.method, url, headers } : { method: call.method, url, headers, body: body.text };
  }

  /**
   * The error to throw when this attempt is the last. Never contains a token: URL scrubbed, texts redacted. Built only
   * when thrown, raced with the call's deadline and signal: a known error's class loads with the catalogue, and a
   * catalogue that fails to load rejects with its own NetworkError naming it (the request is not sent again for it).
   */
  async #failure(state: CallState<unknown>, attempt: Attempt<unknown>, tokens: TokenPair): Promise<Error> {
    if (attempt.kind === 'timeout') return new TimeoutError({ timeoutMs: this.#options.attemptTimeoutMs, phase: 'attempt' });
    if (attempt.kind === 'response') {
      const decoded = attempt.decoded;
      if (decoded.ok) return new InternalAssertionError('a success is not a failure.');
      return 'knownError' in decoded ? decodeKnownError(decoded.knownError) : decoded.error;
    }
    const secrets = [...this.#secrets(tokens, null), ...(state.call.secrets ?? [])];
    const causeMessage = redactSecrets(attempt.error.diagnostics.causeMessage, secrets);
    // The transport's own error is not chained: its text is not ours to vouch for; its underlying cause is.
    return new NetworkError({ method: state.call.method, url: scrubUrl(state.url), attempts: state.attempt, causeMessage }, { cause: attempt.error.cause });
  }

  async #adminAccessToken(): Promise<string | null> {
    const source = this.#options.adminAccessToken;
    if (source === undefined) return null;
    return typeof source === 'string' ? source : ((await source()) ?? null);
  }

  #secrets(tokens: TokenPair, adminToken: string | null): (string | null)[] {
    const o = this.#options;
    return [tokens.accessToken, tokens.refreshToken, adminToken, ...Object.values(o.credentialHeaders), o.publishableClientKey ?? null];
  }

  /** Uniform in [0, 1) from 32 random bits. */
  #randomUnit(): number {
    const b = this.#random.bytes(4);
    return (((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0) / 2 ** 32;
  }

  /** Every Date header is a server-clock sample: expiry decisions are made in server time. */
  #observeServerDate(response: HttpResponse): void {
    const date = response.headers['date'];
    if (date === undefined) return;
    // Date has one-second resolution: most responses repeat the previous one, parsed once.
    if (date !== this.#lastDate) {
      this.#lastDate = date;
      this.#lastDateMs = parseHttpDate(date);
    }
    if (this.#lastDateMs !== null) this.#serverTime.observe(this.#lastDateMs, this.#clock.now());
  }
}

function toOutcome(attempt: Attempt<unknown>): AttemptOutcome {
  if (attempt.kind !== 'response') return { kind: attempt.kind };
  if (attempt.decoded.ok) throw new InternalAssertionError('a success has no retry outcome.');
  const { status, retryAfter, bodyHasInfiniteLoopMarker } = attempt.decoded;
  return { kind: 'status', status, retryAfter, bodyHasInfiniteLoopMarker, ...('knownError' in attempt.decoded ? { knownErrorCode: attempt.decoded.knownErrorCode } : {}) };
}
