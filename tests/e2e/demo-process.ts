/** Starts the demo exactly as `npm start` does (node scripts/start-demo.mjs) on a free port, and stops it with SIGINT. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface DemoProcess {
  readonly url: string;
  readonly readyMs: number;
  stop(): Promise<void>;
}

export async function startDemoProcess(extraArgs: readonly string[] = []): Promise<DemoProcess> {
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-demo.mjs', '--port', '0', ...extraArgs], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`demo did not start: ${out}`)), 30_000);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`demo exited (${code}): ${out}`)); });
    const read = (chunk: Buffer): void => {
      out += chunk.toString();
      const match = /open (http:\/\/localhost:\d+)/.exec(out);
      if (match !== null) { clearTimeout(timer); resolve(match[1]!); }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  const readyMs = Date.now() - started;
  return {
    url, readyMs,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    }),
  };
}
