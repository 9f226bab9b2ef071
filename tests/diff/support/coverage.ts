/**
 * The coverage check of `npm run test:diff`, run after jest: every route × access type the emulator serves
 * (emulator/routes ALL_ROUTES; its own /emulator/* pages and mock OAuth provider are not the service's) must have been
 * sent by some scenario file (test-results/diff/<file>.json) or be listed in tests/diff/departures.ts UNSENT with
 * its reason. Prints the counts and each missing pair; exits 1 when a pair is missing. No result files at all means
 * the scenario files were skipped (real backend not set up): it says so and exits 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALL_ROUTES } from '../../../emulator/routes';
import { UNSENT } from '../departures';

const RESULTS_DIR = resolve(import.meta.dirname, '../../../test-results/diff');

/** `METHOD /path access` for every pair the emulator serves. */
export function servedPairs(): string[] {
  const out: string[] = [];
  for (const route of ALL_ROUTES) {
    if (route.raw === true) continue;
    const access = route.access === 'none' ? ['none'] : route.access ?? ['client', 'server', 'admin'];
    for (const a of access) out.push(`${route.method} ${route.path} ${a}`);
  }
  return out;
}

function main(): number {
  const files = existsSync(RESULTS_DIR) ? readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json')) : [];
  if (files.length === 0) {
    console.log('diff coverage: SKIP, no scenario results in test-results/diff (the real backend was not set up, or no scenario ran)');
    return 0;
  }
  const sent = new Set<string>();
  let requests = 0;
  let differences = 0;
  let explained = 0;
  for (const f of files) {
    const result = JSON.parse(readFileSync(join(RESULTS_DIR, f), 'utf8')) as { pairs: string[]; requests: number; differences: number; explained: number };
    for (const p of result.pairs) sent.add(p);
    requests += result.requests;
    differences += result.differences;
    explained += result.explained;
  }
  const served = servedPairs();
  const excused = new Map(UNSENT.map((u) => [`${u.route} ${u.access}`, u.reason]));
  const missing = served.filter((p) => !sent.has(p) && !excused.has(p));
  const covered = served.filter((p) => sent.has(p)).length;
  const unknown = [...sent].filter((p) => !served.includes(p)).sort();
  for (const p of missing) console.log(`UNSENT ${p}`);
  for (const p of unknown) console.log(`EXTRA ${p} (sent, but the emulator serves no such route × access)`);
  console.log(`diff coverage: ${covered} of ${served.length} emulator route×access pairs sent, ${excused.size} excused, ${missing.length} missing; `
    + `${unknown.length} other pairs sent; ${files.length} scenario files, ${requests} requests, ${differences} differences (${explained} explained)`);
  return missing.length === 0 ? 0 : 1;
}

process.exitCode = main();
