/** SessionManagerOptions: the engine's tunables, validated once by resolveSessionManagerOptions. */
import { ConfigurationError } from '../../../domain/errors/configuration-error';
import { resolveValidityWindow } from '../../../domain/session/token-validity';

export interface SessionManagerOptions {
  /** Refresh when the access token expires within this many ms (default 20 000; 60 000 or more is refused). */
  readonly validityWindowMs?: number;
  /** A refresh that has not settled after this long fails every waiter with a TimeoutError (default 60 000). */
  readonly refreshTimeoutMs?: number;
}

export interface ResolvedSessionManagerOptions {
  readonly validityWindowMs: number;
  readonly refreshTimeoutMs: number;
}

export const DEFAULT_REFRESH_TIMEOUT_MS = 60_000;

export function resolveSessionManagerOptions(options: SessionManagerOptions = {}): ResolvedSessionManagerOptions {
  const window = resolveValidityWindow(options.validityWindowMs);
  if (!window.ok) throw new ConfigurationError(window.error.message, { issues: [window.error] });
  const refreshTimeoutMs = options.refreshTimeoutMs ?? DEFAULT_REFRESH_TIMEOUT_MS;
  if (!(refreshTimeoutMs > 0)) throw new ConfigurationError('Session option refreshTimeoutMs must be a positive number of milliseconds.');
  return { validityWindowMs: window.value, refreshTimeoutMs };
}
