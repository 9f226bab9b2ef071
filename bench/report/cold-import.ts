/**
 * Section 2: Node cold import of the server entry. A fresh `node` process per run, interleaved (ours, SDK, bare) so
 * drift on a shared machine hits all three alike; the figure is the median wall time from spawn to exit.
 * Work our entry defers from import to first use (ky and Node's fetch are loaded on the first request) is shown by a
 * second figure, so nothing is hidden: import + create the server app + its first answered call (listUsers over HTTP
 * against an emulator this process runs), for ours and the SDK alike.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SEED, startEmulatorServer } from '../../emulator';
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

/** A fresh process that imports, creates the server app and awaits its first listUsers; exits as soon as it has the answer. */
function firstCallOf(specifier: string, create: string, baseUrl: string): string[] {
  const options = { projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, secretServerKey: SEED.demo.secretServerKey, baseUrl, tokenStore: 'memory' };
  // process.exit: the SDK leaves cache timers running that would otherwise keep its process alive for seconds.
  return ['--input-type=module', '-e', `const m = await import(${JSON.stringify(specifier)}); const app = ${create}(${JSON.stringify(options)}); await app.listUsers(); process.exit(0);`];
}

export async function coldImportSection(root: string): Promise<FigureSection> {
  const ourEntry = join(root, 'dist/server/index.js');
  if (!existsSync(ourEntry)) throw new Error('dist/server/index.js is missing: run `npm run build` first (npm run bench does)');
  const server = await startEmulatorServer({ port: 0, log: () => undefined });
  const subjects = [
    { subject: 'Portcullis (dist/server/index.js)', args: importOf(ourEntry) },
    { subject: '@stackframe/js 2.8.108', args: importOf('@stackframe/js-2.8.108') },
    { subject: 'bare node (node -e 0)', args: ['-e', '0'] },
    { subject: 'Portcullis: import + createServerApp + first listUsers answered', args: firstCallOf(ourEntry, 'm.createServerApp', server.url) },
    { subject: '@stackframe/js 2.8.108: import + new StackServerApp + first listUsers answered', args: firstCallOf('@stackframe/js-2.8.108', 'new m.StackServerApp', server.url) },
    // Where our time goes: the mandated dependencies our entry loads, each imported alone the same way.
    ...BREAKDOWN.map((name) => ({ subject: `${name} alone`, args: importOf(name) })),
  ];
  const times = subjects.map(() => [] as number[]);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, { args }] of subjects.entries()) times[i]!.push(await spawnMs(args, root));
    }
  } finally {
    await server.close();
  }
  const medians = times.map(median);
  const [ours, sdk, bare, oursFirst, sdkFirst] = medians as [number, number, number, number, number];
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return {
    title: 'Node cold import of the server entry',
    method: `A fresh process per run, ${RUNS} runs each, interleaved; median ms from spawn to exit. Ratio = ours ÷ theirs (in brackets: above bare node, ours ÷ theirs). The first-call rows also create the server app and await its first listUsers over HTTP (emulator on 127.0.0.1), so work deferred from import to first use is counted there.`,
    target: `ours ≤ ⅓ of the official SDK's: ${ours <= sdk / 3 ? 'met' : 'NOT met'} (${ratio(ours, sdk)}; above bare node ${ratio(ours - bare, sdk - bare)})`,
    rows: [
      { subject: subjects[0]!.subject, value: round(ours), unit: 'ms', ratio: '' },
      { subject: subjects[1]!.subject, value: round(sdk), unit: 'ms', ratio: `${ratio(ours, sdk)} (${ratio(ours - bare, sdk - bare)})` },
      { subject: subjects[2]!.subject, value: round(bare), unit: 'ms', ratio: ratio(ours, bare) },
      { subject: subjects[3]!.subject, value: round(oursFirst), unit: 'ms', ratio: '', note: 'includes what our import defers to first use (ky, Node fetch)' },
      { subject: subjects[4]!.subject, value: round(sdkFirst), unit: 'ms', ratio: `${ratio(oursFirst, sdkFirst)} (${ratio(oursFirst - bare, sdkFirst - bare)})`, note: 'ratio: ours with its first call ÷ this' },
      ...BREAKDOWN.map((name, i) => ({ subject: subjects[5 + i]!.subject, value: round(medians[5 + i]!), unit: 'ms', ratio: '', note: 'a dependency of ours imported alone (part of our figure, not a competitor)' })),
    ],
  };
}
