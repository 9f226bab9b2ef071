/**
 * Jest globalSetup of the real-backend suites (jest.real.config.ts: test:real and test:diff). Starts the real Stack
 * Auth backend with its `start` script and hands its connection variables (STACK_REAL_URL, keys of the internal
 * project, mailbox and mock-OAuth URLs) to the test workers through process.env. When the backend is not set up
 * (start exits 3) or its scripts are not on this machine, it prints one reason and sets PORTCULLIS_REAL_SKIP, and
 * every suite skips with that reason. A backend that was already running (exit 2) is used and left running.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseExportLines, realBackendDir, realBackendHome } from './locate';

export const SKIP_ENV = 'PORTCULLIS_REAL_SKIP';
export const STARTED_ENV = 'PORTCULLIS_REAL_STARTED_BY_SUITE';

export default function globalSetup(): void {
  const dir = realBackendDir();
  if (dir === null) return skip('the real Stack Auth backend is not on this machine (no ../shared/realbackend; set STACK_REAL_BACKEND_DIR)');
  const started = Date.now();
  const run = spawnSync(join(dir, 'start'), [], { encoding: 'utf8', env: process.env });
  if (run.status === 3) return skip(`the real Stack Auth backend is not set up (run \`npm run setup:real\` or ${dir}/setup once, ~10 min)`);
  let text: string;
  if (run.status === 0) {
    text = run.stdout;
    process.env[STARTED_ENV] = dir;
    console.log(`\nreal backend: started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (run.status === 2) {
    text = readFileSync(join(realBackendHome(), 'env'), 'utf8');
    console.log('\nreal backend: already running, used as it is (and left running)');
  } else {
    throw new Error(`real backend: ${dir}/start failed (exit ${String(run.status ?? run.signal)}):\n${run.stderr.slice(-4000)}`);
  }
  const vars = parseExportLines(text);
  if (vars['STACK_REAL_URL'] === undefined) throw new Error(`real backend: start printed no STACK_REAL_URL:\n${text.slice(0, 2000)}`);
  for (const [key, value] of Object.entries(vars)) process.env[key] = value;
  process.env['STACK_REAL_BACKEND_DIR'] = dir;
  delete process.env[SKIP_ENV];
}

function skip(reason: string): void {
  process.env[SKIP_ENV] = reason;
  console.log(`\nSKIP: ${reason}`);
}
