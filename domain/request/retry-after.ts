/** parseRetryAfter: a Retry-After header value (delay-seconds or HTTP-date) → milliseconds to wait. */
import { parseHttpDate } from './http-date';

const DELAY_SECONDS = /^\d+$/;

/**
 * Milliseconds to wait, or null when the value is absent or not valid (the caller then falls back to
 * its backoff). A date in the past means "now" (0). Not capped here: capping is the policy's job.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (DELAY_SECONDS.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds * 1000 : null;
  }
  const at = parseHttpDate(text);
  return at === null ? null : Math.max(0, at - nowMs);
}
