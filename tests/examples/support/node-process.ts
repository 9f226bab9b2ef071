/**
 * startNodeProcess: an example's server as its user starts it (`node <script> [args…]` in its folder; `script` is the
 * file, or the file and its arguments, e.g. `['node_modules/next/dist/bin/next', 'start']`), ready when it prints a
 * line matching `ready` (its first group is the URL it listens on). stop() ends that one process by its own handle.
 */
import { spawn } from 'node:child_process';

export interface RunningProcess {
  readonly url: string;
  /** Everything it printed so far (for a failure message). */
  output(): string;
  stop(): Promise<void>;
}

export function startNodeProcess(dir: string, command: string | readonly string[], env: Readonly<Record<string, string>>, ready: RegExp, timeoutMs = 30_000): Promise<RunningProcess> {
  const argv = typeof command === 'string' ? [command] : [...command];
  const script = argv.join(' ');
  const child = spawn(process.execPath, argv, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGTERM'); reject(new Error(`${script} printed no ready line in ${timeoutMs} ms:\n${printed}`)); }, timeoutMs);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${script} exited (${code}) before it was ready:\n${printed}`)); });
    const onData = (chunk: Buffer): void => {
      printed += chunk.toString();
      const match = ready.exec(printed);
      if (match === null) return;
      clearTimeout(timer);
      resolve({
        url: match[1] ?? '',
        output: () => printed,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  });
}
