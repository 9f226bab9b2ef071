/**
 * Start-up measurements: in-process createEmulator(), startEmulatorServer({port: 0}) until listening, and the CLI
 * (`npm start` = `node scripts/start-emulator.mjs`: esbuild bundle, then run) until it prints its base URL. Medians, because the first run pays module warm-up.
 */
import { spawn } from 'node:child_process';
import { createEmulator, startEmulatorServer } from '../../emulator';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timed(run: () => Promise<void> | void): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function createEmulatorMs(runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await timed(() => { createEmulator(); }));
  return times;
}

export async function startServerMs(runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let close: () => Promise<void> = async () => {};
    times.push(await timed(async () => { close = (await startEmulatorServer({ port: 0 })).close; }));
    await close();
  }
  return times;
}

/** Spawns the CLI on a free port (0) and resolves with the time until the banner's URL line appears; then stops it. */
export function cliStartMs(root: string): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, ['scripts/start-emulator.mjs', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on http:\/\/127\.0\.0\.1:\d+/.test(out)) {
        const ms = performance.now() - start;
        child.once('exit', () => resolve(ms));
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => { if (!/listening on/.test(out)) reject(new Error(`CLI exited (${code}) before printing its URL`)); });
  });
}
