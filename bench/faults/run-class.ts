/** Runs one fault class N seeded times and folds the per-run measures into figures and guarantee checks. */
import { SHARED_ORACLES, type FaultClass, type Measures, type Oracle } from './fault-class';
import { Prng, seedFor } from './prng';
import { World, type WorldOptions } from './world';

export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly guarantee: string;
  /** Runs in which the guarantee did not hold. */
  readonly failures: number;
  /** The first such run (replay it with --only <class> --from <run> --runs 1). */
  readonly firstFailingRun: number | null;
}

export interface ClassResult {
  readonly id: string;
  readonly title: string;
  readonly runs: number;
  readonly figures: readonly Figure[];
  readonly wallMs: number;
  readonly firstError: string | null;
}

interface Accumulator { value: number | null; failures: number; firstFailingRun: number | null }

const fold = (oracle: Oracle, current: number | null, value: number): number => {
  if (current === null) return value;
  if (oracle.figure === 'sum') return current + value;
  return oracle.figure === 'max' ? Math.max(current, value) : Math.min(current, value);
};

/** Unhandled rejections while a run is in progress count against it. */
function countUncaught(): { stop(): number } {
  let count = 0;
  const listener = (): void => {
    count++;
  };
  process.on('unhandledRejection', listener);
  return { stop: () => { process.off('unhandledRejection', listener); return count; } };
}

async function runOnce(cls: FaultClass, run: number, baseSeed: number): Promise<{ measures: Measures; error: string | null }> {
  const rng = new Prng(seedFor(cls.id, run, baseSeed));
  const worlds: World[] = [];
  const uncaught = countUncaught();
  let measures: Measures = {};
  let error: string | null = null;
  try {
    measures = await cls.run({ rng, world: (options?: WorldOptions) => { const w = new World(rng, options); worlds.push(w); return w; } });
  } catch (e) {
    error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  }
  await new Promise((resolve) => setImmediate(resolve));
  const shared = { hung: 0, other_origins: 0, canary_hits: 0, cross_user_mixing: 0 };
  for (const w of worlds) {
    const s = w.shared();
    for (const key of Object.keys(shared) as (keyof typeof shared)[]) shared[key] += s[key];
    w.dispose();
  }
  return { measures: { ...measures, ...shared, uncaught: uncaught.stop(), scenario_errors: error === null ? 0 : 1 }, error };
}

export async function runClass(cls: FaultClass, runs: number, baseSeed: number, from = 0): Promise<ClassResult> {
  const oracles = [...cls.oracles, ...SHARED_ORACLES];
  const acc = new Map<string, Accumulator>(oracles.map((o) => [o.name, { value: null, failures: 0, firstFailingRun: null }]));
  const started = performance.now();
  let firstError: string | null = null;
  for (let run = from; run < from + runs; run++) {
    const { measures, error } = await runOnce(cls, run, baseSeed);
    firstError ??= error;
    for (const oracle of oracles) {
      const a = acc.get(oracle.name)!;
      const value = measures[oracle.name];
      const holds = value !== undefined && Number.isFinite(value) && oracle.holds(value);
      if (value !== undefined && Number.isFinite(value)) a.value = fold(oracle, a.value, value);
      if (!holds && error === null || (oracle.name === 'scenario_errors' && error !== null)) {
        a.failures++;
        a.firstFailingRun ??= run;
      }
    }
  }
  const figures = oracles.map((o) => {
    const a = acc.get(o.name)!;
    return { name: o.name, value: a.value ?? NaN, guarantee: o.guarantee, failures: a.failures, firstFailingRun: a.firstFailingRun };
  });
  return { id: cls.id, title: cls.title, runs, figures, wallMs: performance.now() - started, firstError };
}
