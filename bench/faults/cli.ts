/**
 * npm run bench:faults [-- --runs N] [--only A1,B2] [--seed S] [--from R]
 * Prints one `FIGURE <class>.<oracle> <value>` line per oracle per class, then J1 over every run, and exits 1 when a
 * guarantee was broken in any run (with the class, oracle and first failing run to replay).
 */
import 'reflect-metadata';
import { runClass, type ClassResult } from './run-class';
import { FAULT_CLASSES } from './suite';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

const runs = Number(option('runs') ?? 1000);
const seed = Number(option('seed') ?? 13);
const from = Number(option('from') ?? 0);
const only = option('only')?.split(',');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer');

const format = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

async function main(): Promise<void> {
  const started = performance.now();
  const results: ClassResult[] = [];
  for (const cls of FAULT_CLASSES.filter((c) => only === undefined || only.includes(c.id))) {
    const result = await runClass(cls, runs, seed, from);
    results.push(result);
    for (const f of result.figures) console.log(`FIGURE ${result.id}.${f.name} ${format(f.value)}`);
    console.log(`# ${result.id} ${result.title}: ${runs} runs in ${(result.wallMs / 1000).toFixed(1)} s`);
    if (result.firstError !== null) console.log(`# ${result.id} first scenario error: ${result.firstError}`);
  }
  const total = (name: string): number => results.reduce((n, r) => n + (r.figures.find((f) => f.name === name)?.value ?? 0), 0);
  console.log(`FIGURE J1.other_origins ${total('other_origins')}`);
  console.log(
    `HEADLINE ${results.length} fault classes × ${runs} seeded runs: ${total('lost')} lost sessions, ${total('zombies')} zombie sessions, ` +
      `${total('cross_user_mixing')} cross-user mixing, ${total('hung')} hung promises, ${total('canary_hits')} canary hits, ` +
      `${total('other_origins')} requests to other origins`,
  );
  const broken = results.flatMap((r) => r.figures.filter((f) => f.failures > 0).map((f) => ({ id: r.id, f })));
  for (const { id, f } of broken) {
    console.log(`BROKEN ${id}.${f.name}: guarantee ${f.guarantee} failed in ${f.failures} of ${runs} runs (first: --only ${id} --from ${f.firstFailingRun} --runs 1)`);
  }
  console.log(`# ${results.length} classes × ${runs} runs, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s wall`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}

void main();
