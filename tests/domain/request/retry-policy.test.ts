// The retry table: every method × every failure kind → decision, plus backoff shape and attempt limits.
import fc from 'fast-check';
import {
  backoffDelayMs,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type AttemptOutcome,
  type HttpMethodName,
  type RetryDecision,
} from '../../../domain/request';

const NOW = Date.UTC(2026, 3, 1, 12, 0, 0);
const IDEMPOTENT: HttpMethodName[] = ['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'];
const NON_IDEMPOTENT: HttpMethodName[] = ['POST', 'PATCH'];
const ALL = [...IDEMPOTENT, ...NON_IDEMPOTENT];

interface Kind {
  readonly name: string;
  readonly outcome: AttemptOutcome;
  readonly refreshedAlready?: boolean;
  /** Decision for idempotent methods, then for POST/PATCH, at attempt 1 with randomUnit 0.5 (jitter ×1). */
  readonly idempotent: RetryDecision;
  readonly nonIdempotent: RetryDecision;
}

const retry = (delayMs: number, reason: string) => ({ action: 'retry', delayMs, reason }) as RetryDecision;
const giveUp = (reason: string) => ({ action: 'give-up', reason }) as RetryDecision;
const refresh: RetryDecision = { action: 'refresh-and-resend' };
const both = (d: RetryDecision) => ({ idempotent: d, nonIdempotent: d });

const KINDS: Kind[] = [
  { name: 'network failure', outcome: { kind: 'network' }, idempotent: retry(1000, 'network'), nonIdempotent: giveUp('not-idempotent') },
  { name: 'attempt timeout', outcome: { kind: 'timeout' }, idempotent: retry(1000, 'timeout'), nonIdempotent: giveUp('not-idempotent') },
  { name: '429 Retry-After: 3 (seconds)', outcome: { kind: 'status', status: 429, retryAfter: '3' }, ...both(retry(3000, 'rate-limited')) },
  { name: '429 Retry-After: 0', outcome: { kind: 'status', status: 429, retryAfter: '0' }, ...both(retry(0, 'rate-limited')) },
  {
    name: '429 Retry-After: HTTP-date +5 s',
    outcome: { kind: 'status', status: 429, retryAfter: new Date(NOW + 5000).toUTCString() },
    ...both(retry(5000, 'rate-limited')),
  },
  {
    name: '429 Retry-After: HTTP-date in the past',
    outcome: { kind: 'status', status: 429, retryAfter: new Date(NOW - 5000).toUTCString() },
    ...both(retry(0, 'rate-limited')),
  },
  { name: '429 Retry-After: invalid → backoff', outcome: { kind: 'status', status: 429, retryAfter: 'soon' }, ...both(retry(1000, 'rate-limited')) },
  { name: '429 Retry-After: -1 → backoff', outcome: { kind: 'status', status: 429, retryAfter: '-1' }, ...both(retry(1000, 'rate-limited')) },
  { name: '429 Retry-After: 3600 → capped 60 s', outcome: { kind: 'status', status: 429, retryAfter: '3600' }, ...both(retry(60_000, 'rate-limited')) },
  { name: '429 without Retry-After → backoff', outcome: { kind: 'status', status: 429, retryAfter: null }, ...both(retry(1000, 'rate-limited')) },
  {
    name: '508 with INFINITE_LOOP_DETECTED',
    outcome: { kind: 'status', status: 508, bodyHasInfiniteLoopMarker: true },
    ...both(retry(1000, 'infinite-loop-detected')),
  },
  { name: '508 without marker', outcome: { kind: 'status', status: 508, bodyHasInfiniteLoopMarker: false }, ...both(giveUp('status')) },
  { name: '500', outcome: { kind: 'status', status: 500 }, ...both(giveUp('status')) },
  { name: '503', outcome: { kind: 'status', status: 503, retryAfter: '1' }, ...both(giveUp('status')) },
  { name: '400 plain text', outcome: { kind: 'status', status: 400 }, ...both(giveUp('status')) },
  { name: 'ACCESS_TOKEN_EXPIRED', outcome: { kind: 'status', status: 401, knownErrorCode: 'ACCESS_TOKEN_EXPIRED' }, ...both(refresh) },
  { name: 'UNPARSABLE_ACCESS_TOKEN', outcome: { kind: 'status', status: 401, knownErrorCode: 'UNPARSABLE_ACCESS_TOKEN' }, ...both(refresh) },
  {
    name: 'INVALID_PROJECT_FOR_ACCESS_TOKEN',
    outcome: { kind: 'status', status: 401, knownErrorCode: 'INVALID_PROJECT_FOR_ACCESS_TOKEN' },
    ...both(refresh),
  },
  {
    name: 'invalid access token, already refreshed once',
    outcome: { kind: 'status', status: 401, knownErrorCode: 'ACCESS_TOKEN_EXPIRED' },
    refreshedAlready: true,
    ...both(giveUp('token-already-refreshed')),
  },
  {
    name: 'other known error (USER_EMAIL_ALREADY_EXISTS)',
    outcome: { kind: 'status', status: 409, knownErrorCode: 'USER_EMAIL_ALREADY_EXISTS' },
    ...both(giveUp('known-error')),
  },
  {
    name: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED is not an access-token error',
    outcome: { kind: 'status', status: 401, knownErrorCode: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' },
    ...both(giveUp('known-error')),
  },
];

const TABLE = KINDS.flatMap((kind) =>
  ALL.map((method) => ({ method, kind, expected: IDEMPOTENT.includes(method) ? kind.idempotent : kind.nonIdempotent })),
);

describe('decideRetry: method × failure kind (attempt 1, jitter ×1)', () => {
  test.each(TABLE.map((row) => [row.method, row.kind.name, row] as const))('%s, %s', (_m, _k, row) => {
    const decision = decideRetry({
      method: row.method,
      attempt: 1,
      outcome: row.kind.outcome,
      nowMs: NOW,
      randomUnit: 0.5,
      accessTokenRefreshedAlready: row.kind.refreshedAlready ?? false,
    });
    expect(decision).toEqual(row.expected);
  });

  it('covers 8 methods × every kind', () => {
    expect(TABLE).toHaveLength(8 * KINDS.length);
  });
});

describe('decideRetry: attempt limit', () => {
  const retryable: AttemptOutcome[] = [
    { kind: 'network' },
    { kind: 'timeout' },
    { kind: 'status', status: 429, retryAfter: '1' },
    { kind: 'status', status: 508, bodyHasInfiniteLoopMarker: true },
  ];
  test.each(retryable.map((o) => [o.kind === 'status' ? String(o.status) : o.kind, o] as const))(
    '%s is retried on attempts 1–4 and given up on attempt 5',
    (_name, outcome) => {
      const at = (attempt: number) =>
        decideRetry({ method: 'GET', attempt, outcome, nowMs: NOW, randomUnit: 0.5, accessTokenRefreshedAlready: false });
      for (const attempt of [1, 2, 3, 4]) expect(at(attempt).action).toBe('retry');
      expect(at(5)).toEqual({ action: 'give-up', reason: 'attempts-exhausted' });
    },
  );

  it('refresh-and-resend does not depend on the attempt count', () => {
    const outcome: AttemptOutcome = { kind: 'status', status: 401, knownErrorCode: 'ACCESS_TOKEN_EXPIRED' };
    const d = decideRetry({ method: 'POST', attempt: 5, outcome, nowMs: NOW, randomUnit: 0, accessTokenRefreshedAlready: false });
    expect(d).toEqual({ action: 'refresh-and-resend' });
  });

  it('honours a custom policy', () => {
    const d = decideRetry(
      { method: 'GET', attempt: 2, outcome: { kind: 'network' }, nowMs: NOW, randomUnit: 0.5, accessTokenRefreshedAlready: false },
      { ...DEFAULT_RETRY_POLICY, maxAttempts: 2 },
    );
    expect(d).toEqual({ action: 'give-up', reason: 'attempts-exhausted' });
  });
});

describe('backoff shape', () => {
  it('delay before attempt i+1 lies in [0.5, 1.5] × 1000 × 2^(i−1) for every jitter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, unit) => {
        const d = decideRetry({ method: 'GET', attempt, outcome: { kind: 'network' }, nowMs: NOW, randomUnit: unit, accessTokenRefreshedAlready: false });
        if (d.action !== 'retry') return false;
        const base = 1000 * 2 ** (attempt - 1);
        return d.delayMs >= 0.5 * base && d.delayMs <= 1.5 * base;
      }),
    );
  });

  it('is monotonic in the jitter and doubles with each attempt', () => {
    expect([1, 2, 3, 4].map((a) => backoffDelayMs(a, 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((a) => backoffDelayMs(a, 0))).toEqual([500, 1000, 2000, 4000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (a, u, v) =>
        u <= v ? backoffDelayMs(a, u) <= backoffDelayMs(a, v) : backoffDelayMs(a, u) >= backoffDelayMs(a, v),
      ),
    );
  });

  it('clamps an out-of-range random unit instead of producing a negative or huge delay', () => {
    expect(backoffDelayMs(1, -3)).toBe(500);
    expect(backoffDelayMs(1, 7)).toBe(1500);
  });
});

describe('decideRetry: a repeatable call (the refresh-token grant, a POST)', () => {
  const decide = (outcome: AttemptOutcome, attempt = 1, repeatable = true): RetryDecision =>
    decideRetry({ method: 'POST', attempt, outcome, nowMs: NOW, randomUnit: 0.5, accessTokenRefreshedAlready: false, repeatable });

  it.each<[string, AttemptOutcome, string]>([
    ['network failure', { kind: 'network' }, 'network'],
    ['attempt timeout', { kind: 'timeout' }, 'timeout'],
    ['500', { kind: 'status', status: 500 }, 'server-error'],
    ['502', { kind: 'status', status: 502 }, 'server-error'],
    ['503', { kind: 'status', status: 503 }, 'server-error'],
    ['504', { kind: 'status', status: 504 }, 'server-error'],
  ])('%s is retried with backoff, up to 5 attempts', (_name, outcome, reason) => {
    expect(decide(outcome)).toEqual(retry(1000, reason));
    expect(decide(outcome, 4)).toEqual(retry(8000, reason));
    expect(decide(outcome, 5)).toEqual(giveUp('attempts-exhausted'));
    expect(decide(outcome, 1, false).action).toBe('give-up');
  });

  it.each<[string, AttemptOutcome]>([
    ['501', { kind: 'status', status: 501 }],
    ['400', { kind: 'status', status: 400 }],
    ['a known error on a 500', { kind: 'status', status: 500, knownErrorCode: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' }],
  ])('%s is not retried', (_name, outcome) => {
    expect(decide(outcome).action).toBe('give-up');
  });
});
