/** ScriptedRefreshBackend: a RefreshBackend fake whose answers the test scripts; records every call. */
import type { RefreshBackend, RefreshOutcome } from '../../application/core/session/refresh-backend';
import type { AbortSignalLike } from '../../ports/abort-signal';

export type RefreshScript = (refreshToken: string, callIndex: number) => Promise<RefreshOutcome>;
export type RevokeScript = (accessToken: string, refreshToken: string | null) => Promise<void>;

export class ScriptedRefreshBackend implements RefreshBackend {
  readonly refreshCalls: string[] = [];
  /** The signal each refresh call received (the session engine aborts it at its deadline). */
  readonly refreshSignals: Array<AbortSignalLike | undefined> = [];
  readonly revokeCalls: Array<{ accessToken: string; refreshToken: string | null }> = [];
  onRefresh: RefreshScript;
  onRevoke: RevokeScript = async () => undefined;

  constructor(onRefresh: RefreshScript) {
    this.onRefresh = onRefresh;
  }

  refresh(refreshToken: string, signal?: AbortSignalLike): Promise<RefreshOutcome> {
    this.refreshCalls.push(refreshToken);
    this.refreshSignals.push(signal);
    return this.onRefresh(refreshToken, this.refreshCalls.length - 1);
  }

  revokeCurrentSession(accessToken: string, refreshToken: string | null): Promise<void> {
    this.revokeCalls.push({ accessToken, refreshToken });
    return this.onRevoke(accessToken, refreshToken);
  }
}

/** A promise the test settles by hand. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
