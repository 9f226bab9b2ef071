/** A SessionManager over fakes (memory store, fake clock, scripted backend, recording logger): no container. */
import { FakeClockAdapter } from '../../../../adapters/clock/fake-clock.adapter';
import { MemoryTokenStoreAdapter } from '../../../../adapters/token-store/memory-token-store.adapter';
import type { RefreshOutcome } from '../../../../application/core/session/refresh-backend';
import { ServerTime } from '../../../../application/core/session/server-time';
import type { SessionEvent } from '../../../../application/core/session/session-events';
import { SessionManager } from '../../../../application/core/session/session-manager';
import type { SessionManagerOptions } from '../../../../application/core/session/session-manager-options';
import type { TokenPair } from '../../../../ports/token-store.port';
import { anAccessToken } from '../../../builders/access-token.builder';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { ScriptedRefreshBackend, type RefreshScript } from '../../../fakes/scripted-refresh-backend';

export const T0 = 1_700_000_000_000;
export const RT = 'rt-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

export interface SessionFixture {
  readonly clock: FakeClockAdapter;
  readonly store: MemoryTokenStoreAdapter;
  readonly backend: ScriptedRefreshBackend;
  readonly serverTime: ServerTime;
  readonly logger: RecordingLogger;
  readonly manager: SessionManager;
  readonly events: SessionEvent[];
  /** A token issued now (client clock = server clock unless the test skews it). */
  freshToken(lifetimeMs?: number): string;
  expiredToken(): string;
  /** Puts a session in the store before the test starts (its other-tab event is forgotten). */
  seed(tokens: TokenPair): void;
}

export function sessionFixture(opts: { initial?: TokenPair; onRefresh?: RefreshScript; options?: SessionManagerOptions } = {}): SessionFixture {
  const clock = new FakeClockAdapter(T0);
  const store = new MemoryTokenStoreAdapter(opts.initial);
  const freshToken = (lifetimeMs?: number): string => anAccessToken({ issuedAtMs: clock.now(), lifetimeMs });
  const refreshed = async (): Promise<RefreshOutcome> => ({ kind: 'refreshed', accessToken: freshToken() });
  const backend = new ScriptedRefreshBackend(opts.onRefresh ?? refreshed);
  const serverTime = new ServerTime();
  const logger = new RecordingLogger();
  const manager = new SessionManager(store, clock, backend, serverTime, logger, opts.options);
  const events: SessionEvent[] = [];
  manager.subscribe((event) => events.push(event));
  const expiredToken = (): string => anAccessToken({ issuedAtMs: clock.now() - 700_000 });
  const seed = (tokens: TokenPair): void => {
    store.set(tokens);
    events.length = 0;
  };
  return { clock, store, backend, serverTime, logger, manager, events, freshToken, expiredToken, seed };
}
