/**
 * Prints emulator figures for issue 4's closing note: start-up times (in-process, HTTP server, CLI) and requests per
 * second of a sign-in + get-user loop over real HTTP on 127.0.0.1 and in-process. Run: npx tsx bench/emulator.ts
 * Optional: BENCH_SECONDS (default 5) per loop.
 */
import { startEmulatorServer, createEmulator } from '../emulator';
import { runLoop, type LoopResult } from './emulator/load-loop';
import { cliStartMs, createEmulatorMs, median, startServerMs } from './emulator/startup';
import { getMe, overHttp, signIn, signUp, type Send } from './emulator/wire-client';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ms = (v: number): string => `${v.toFixed(1)} ms`;
const rate = (r: LoopResult, requestsPerIteration: number): string =>
  `${r.perSecond.toFixed(1).padStart(8)} loops/s  ${(r.perSecond * requestsPerIteration).toFixed(1).padStart(8)} requests/s  (${r.iterations} loops in ${r.seconds.toFixed(1)} s)`;

async function startup(): Promise<void> {
  console.log('Start-up (median of 10; first run in brackets)');
  const created = await createEmulatorMs(10);
  console.log(`  createEmulator() in-process             ${ms(median(created))}  [first ${ms(created[0]!)}]`);
  const served = await startServerMs(10);
  console.log(`  startEmulatorServer({port: 0}) listening ${ms(median(served))}  [first ${ms(served[0]!)}]`);
  const cli: number[] = [];
  for (let i = 0; i < 3; i += 1) cli.push(await cliStartMs(process.cwd()));
  console.log(`  CLI (node scripts/start-emulator.mjs = npm run start:emulator without npm) to its URL line: median of 3 ${ms(median(cli))}  [${cli.map(ms).join(', ')}]`);
}

/** One user per target; each loop signs in (bcrypt cost 10 compare) then reads /users/me. */
async function loops(label: string, send: Send, base: string): Promise<void> {
  const email = `bench-${label.replace(/\W/g, '')}@example.com`;
  await signUp(send, base, email);
  const token = await signIn(send, base, email);
  for (const concurrency of [1, 8]) {
    const both = await runLoop(async () => { await getMe(send, base, await signIn(send, base, email)); }, SECONDS * 1000, concurrency);
    console.log(`  ${label} sign-in + get-user, concurrency ${concurrency}: ${rate(both, 2)}`);
  }
  for (const concurrency of [1, 8]) {
    const only = await runLoop(() => getMe(send, base, token), SECONDS * 1000, concurrency);
    console.log(`  ${label} get-user only,        concurrency ${concurrency}: ${rate(only, 1)}`);
  }
}

async function main(): Promise<void> {
  await startup();
  console.log(`\nThroughput (${SECONDS} s per loop; bcrypt cost 10 dominates sign-in)`);
  const server = await startEmulatorServer({ port: 0 });
  try {
    await loops('HTTP 127.0.0.1', overHttp, server.url);
  } finally {
    await server.close();
  }
  const emulator = createEmulator();
  await loops('in-process', (request) => emulator.handler(request), 'http://in-process.invalid');
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
