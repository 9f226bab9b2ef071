/**
 * The fault suite inside `npm test`: every class of bench/faults at 20 seeded runs (the bench runs 1,000), each
 * guarantee checked on every run. The figures themselves are the bench's to print; this only fails on a broken one.
 */
import 'reflect-metadata';
import { runClass } from '../../bench/faults/run-class';
import { FAULT_CLASSES } from '../../bench/faults/suite';

const RUNS = 20;
const SEED = 13;

describe('fault suite (bench/faults), reduced seeded run', () => {
  test.each(FAULT_CLASSES.map((c) => [c.id, c.title, c] as const))('%s %s: every guarantee holds in every run', async (_id, _title, cls) => {
    const result = await runClass(cls, RUNS, SEED);
    const broken = result.figures
      .filter((f) => f.failures > 0)
      .map((f) => `${cls.id}.${f.name} ${f.guarantee} failed in ${f.failures}/${RUNS} runs (first run ${f.firstFailingRun})`);
    expect({ broken, firstError: result.firstError }).toEqual({ broken: [], firstError: null });
  }, 120_000);

  it('covers every class the Node stack can meet, once each', () => {
    const ids = FAULT_CLASSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(30);
  });
});
