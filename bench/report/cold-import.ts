/**
 * Section 2: Node cold import of the server entry. A fresh `node` process per run, interleaved (ours, SDK, bare) so
 * drift on a shared machine hits all three alike; the figure is the median wall time from spawn to exit.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FigureSection } from './figure';
import { median, ratio } from './stats';

const RUNS = Number(process.env['BENCH_IMPORT_RUNS'] ?? 21);

function spawnMs(args: readonly string[], cwd: string): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, [...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(performance.now() - start) : reject(new Error(`node ${args.join(' ')} exited ${code}: ${stderr}`))));
  });
}

/** Packages dist/server/index.js imports at load, measured alone to show what our import time is made of. */
const BREAKDOWN = ['inversify', 'zod', 'ky'] as const;

const importOf = (specifier: string): string[] => ['--input-type=module', '-e', `await import(${JSON.stringify(specifier)});`];

export async function coldImportSection(root: string): Promise<FigureSection> {
  const ourEntry = join(root, 'dist/server/index.js');
  if (!existsSync(ourEntry)) throw new Error('dist/server/index.js is missing: run `npm run build` first (npm run bench does)');
  const subjects = [
    { subject: 'Portcullis (dist/server/index.js)', args: importOf(ourEntry) },
    { subject: '@stackframe/js 2.8.108', args: importOf('@stackframe/js-2.8.108') },
    { subject: 'bare node (node -e 0)', args: ['-e', '0'] },
    // Where our time goes: the mandated dependencies our entry loads, each imported alone the same way.
    ...BREAKDOWN.map((name) => ({ subject: `${name} alone`, args: importOf(name) })),
  ];
  const times = subjects.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [i, { args }] of subjects.entries()) times[i]!.push(await spawnMs(args, root));
  }
  const medians = times.map(median);
  const [ours, sdk, bare] = medians as [number, number, number];
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return {
    title: 'Node cold import of the server entry',
    method: `A fresh process per run, ${RUNS} runs each, interleaved; median ms from spawn to exit. Ratio = ours ÷ theirs (in brackets: above bare node, ours ÷ theirs).`,
    target: `ours ≤ ⅓ of the official SDK's: ${ours <= sdk / 3 ? 'met' : 'NOT met'} (${ratio(ours, sdk)}; above bare node ${ratio(ours - bare, sdk - bare)})`,
    rows: [
      { subject: subjects[0]!.subject, value: round(ours), unit: 'ms', ratio: '' },
      { subject: subjects[1]!.subject, value: round(sdk), unit: 'ms', ratio: `${ratio(ours, sdk)} (${ratio(ours - bare, sdk - bare)})` },
      { subject: subjects[2]!.subject, value: round(bare), unit: 'ms', ratio: ratio(ours, bare) },
      ...BREAKDOWN.map((name, i) => ({ subject: subjects[3 + i]!.subject, value: round(medians[3 + i]!), unit: 'ms', ratio: '', note: 'a dependency of ours imported alone (part of our figure, not a competitor)' })),
    ],
  };
}
