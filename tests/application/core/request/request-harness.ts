// Builds a RequestLayer over a fake clock, a seeded random source and a scripted transport (no container, no network).
import { FakeClockAdapter } from '../../../../adapters/clock/fake-clock.adapter';
import { NodeEnvironmentAdapter } from '../../../../adapters/environment/node-environment.adapter';
import { MemoryLoggerAdapter } from '../../../../adapters/logger/memory-logger.adapter';
import { SeededRandomAdapter } from '../../../../adapters/random/seeded-random.adapter';
import { RequestLayer } from '../../../../application/core/request/request-layer';
import { resolveRequestOptions, type RequestOptionsInput } from '../../../../application/core/request/request-options';
import { ServerTime } from '../../../../application/core/session/server-time';
import { ScriptedHttp, type ScriptStep } from '../../../fakes/scripted-http';

export const PROJECT_ID = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const START_MS = Date.UTC(2026, 3, 1, 12, 0, 0);

export function makeLayer(steps: ScriptStep[], options: Partial<RequestOptionsInput> = {}, seed = 7) {
  const clock = new FakeClockAdapter(START_MS);
  const http = new ScriptedHttp(clock, steps);
  const random = new SeededRandomAdapter(seed);
  const logger = new MemoryLoggerAdapter();
  const serverTime = new ServerTime();
  const resolved = resolveRequestOptions(
    { projectId: PROJECT_ID, accessType: 'client', baseUrl: 'http://127.0.0.1:8102', ...options },
    new NodeEnvironmentAdapter({}),
  );
  const layer = new RequestLayer(http, clock, random, logger, serverTime, resolved);
  return { layer, clock, http, logger, serverTime, options: resolved };
}

/** Runs `work` while the fake clock drains its timers; resolves with what work settled to. */
export async function settle<T>(clock: FakeClockAdapter, work: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  const outcome = work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await clock.runAllAsync();
  return outcome;
}
