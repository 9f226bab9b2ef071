/**
 * decideRetry: the one place that decides whether a failed attempt is retried, after what delay, or
 * resent once with a refreshed access token. A flat, ordered list of rules over plain data (ky-style).
 */
import type { HttpMethodName } from './idempotent-methods';
import { isIdempotentMethod } from './idempotent-methods';
import { isAccessTokenRefreshCode } from './access-token-refresh-codes';
import { parseRetryAfter } from './retry-after';

export type AttemptOutcome =
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' }
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly knownErrorCode?: string;
      readonly bodyHasInfiniteLoopMarker?: boolean;
      readonly retryAfter?: string | null;
    };

export interface RetryInput {
  readonly method: HttpMethodName;
  /** Attempts made so far, including the one that just failed (1-based). */
  readonly attempt: number;
  readonly outcome: AttemptOutcome;
  /** Epoch ms, to turn an HTTP-date Retry-After into a delay. */
  readonly nowMs: number;
  /** Uniform in [0, 1), from the caller's random source: the jitter. */
  readonly randomUnit: number;
  /** This request already refreshed its access token once. */
  readonly accessTokenRefreshedAlready: boolean;
  /**
   * The call may be sent again whatever its method: repeating it changes nothing on the server (the refresh-token grant,
   * which never rotates). Transport failures and 500/502/503/504 are then retried with backoff like an idempotent call.
   */
  readonly repeatable?: boolean;
}

export interface RetryPolicy {
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({ maxAttempts: 5, baseDelayMs: 1000, maxRetryAfterMs: 60_000 });

export type RetryReason = 'network' | 'timeout' | 'rate-limited' | 'infinite-loop-detected' | 'server-error';

/** Server errors a repeatable call retries (a gateway or the service briefly down). */
const TRANSIENT_SERVER_STATUSES: readonly number[] = [500, 502, 503, 504];

export type GiveUpReason =
  | 'attempts-exhausted'
  | 'not-idempotent'
  | 'token-already-refreshed'
  | 'known-error'
  | 'status';

export type RetryDecision =
  | { readonly action: 'retry'; readonly delayMs: number; readonly reason: RetryReason }
  | { readonly action: 'refresh-and-resend' }
  | { readonly action: 'give-up'; readonly reason: GiveUpReason };

/** Exponential backoff with jitter: base × 2^(attempt−1) × (0.5 + randomUnit), i.e. ≈1 s, 2 s, 4 s, 8 s. */
export function backoffDelayMs(attempt: number, randomUnit: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const unit = Math.min(Math.max(randomUnit, 0), 1);
  return Math.round(policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + unit));
}

const giveUp = (reason: GiveUpReason): RetryDecision => ({ action: 'give-up', reason });

function afterTransportFailure(input: RetryInput, reason: 'network' | 'timeout', policy: RetryPolicy): RetryDecision {
  // POST and PATCH may have reached the server: resending could apply them twice.
  if (!isIdempotentMethod(input.method) && input.repeatable !== true) return giveUp('not-idempotent');
  if (input.attempt >= policy.maxAttempts) return giveUp('attempts-exhausted');
  return { action: 'retry', delayMs: backoffDelayMs(input.attempt, input.randomUnit, policy), reason };
}

function afterRateLimit(input: RetryInput, retryAfter: string | null | undefined, policy: RetryPolicy): RetryDecision {
  // Any method: a 429 means the server refused before doing anything.
  if (input.attempt >= policy.maxAttempts) return giveUp('attempts-exhausted');
  const waitMs = parseRetryAfter(retryAfter, input.nowMs);
  const delayMs = waitMs === null ? backoffDelayMs(input.attempt, input.randomUnit, policy) : Math.min(waitMs, policy.maxRetryAfterMs);
  return { action: 'retry', delayMs, reason: 'rate-limited' };
}

/** The decision for one failed attempt. Pure: same input, same answer. */
export function decideRetry(input: RetryInput, policy: RetryPolicy = DEFAULT_RETRY_POLICY): RetryDecision {
  const { outcome } = input;
  if (outcome.kind === 'network' || outcome.kind === 'timeout') return afterTransportFailure(input, outcome.kind, policy);
  if (outcome.knownErrorCode !== undefined && isAccessTokenRefreshCode(outcome.knownErrorCode)) {
    return input.accessTokenRefreshedAlready ? giveUp('token-already-refreshed') : { action: 'refresh-and-resend' };
  }
  if (outcome.status === 429) return afterRateLimit(input, outcome.retryAfter, policy);
  if (outcome.status === 508 && outcome.bodyHasInfiniteLoopMarker === true) {
    if (input.attempt >= policy.maxAttempts) return giveUp('attempts-exhausted');
    return { action: 'retry', delayMs: backoffDelayMs(input.attempt, input.randomUnit, policy), reason: 'infinite-loop-detected' };
  }
  if (input.repeatable === true && outcome.knownErrorCode === undefined && TRANSIENT_SERVER_STATUSES.includes(outcome.status)) {
    if (input.attempt >= policy.maxAttempts) return giveUp('attempts-exhausted');
    return { action: 'retry', delayMs: backoffDelayMs(input.attempt, input.randomUnit, policy), reason: 'server-error' };
  }
  return giveUp(outcome.knownErrorCode === undefined ? 'status' : 'known-error');
}
