/**
 * Section 5: the emulator alone — cold start (createEmulator in-process; startEmulatorServer until listening) and
 * get-user throughput over HTTP at concurrency 1 and 8, with bench/emulator's pieces (a minimal wire client, not ours).
 */
import { startEmulatorServer } from '../../emulator';
import { runLoop } from '../emulator/load-loop';
import { createEmulatorMs, median, startServerMs } from '../emulator/startup';
import { getMe, overHttp, signIn, signUp } from '../emulator/wire-client';
import type { FigureSection } from './figure';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 3);
const STARTS = 10;

export async function emulatorSection(): Promise<FigureSection> {
  const created = await createEmulatorMs(STARTS);
  const served = await startServerMs(STARTS);
  const server = await startEmulatorServer({ port: 0, log: () => undefined });
  const perSecond: number[] = [];
  try {
    await signUp(overHttp, server.url, 'bench-throughput@example.com');
    const token = await signIn(overHttp, server.url, 'bench-throughput@example.com');
    for (const concurrency of [1, 8]) {
      perSecond.push((await runLoop(() => getMe(overHttp, server.url, token), SECONDS * 1000, concurrency)).perSecond);
    }
  } finally {
    await server.close();
  }
  const round = (v: number): number => Math.round(v * 10) / 10;
  return {
    title: 'Emulator: cold start and get-user throughput',
    method: `Start: median of ${STARTS} in one process (the first run, which loads the modules, in the note). Throughput: GET /api/v1/users/me over HTTP on 127.0.0.1 with a minimal fetch client, ${SECONDS} s per concurrency level.`,
    target: '',
    rows: [
      { subject: 'createEmulator() in-process', value: round(median(created)), unit: 'ms', ratio: '', note: `first ${round(created[0]!)} ms` },
      { subject: 'startEmulatorServer({port: 0}) listening', value: round(median(served)), unit: 'ms', ratio: '', note: `first ${round(served[0]!)} ms` },
      { subject: 'get-user, concurrency 1', value: round(perSecond[0]!), unit: 'requests/s', ratio: '' },
      { subject: 'get-user, concurrency 8', value: round(perSecond[1]!), unit: 'requests/s', ratio: `${(perSecond[1]! / perSecond[0]!).toFixed(2)}× c1` },
    ],
  };
}
