/** Jest globalTeardown of the real-backend suites: stops the backend if globalSetup started it, not otherwise. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { STARTED_ENV } from './global-setup';

export default function globalTeardown(): void {
  const dir = process.env[STARTED_ENV];
  if (dir === undefined || dir === '') return;
  const run = spawnSync(join(dir, 'stop'), [], { encoding: 'utf8' });
  if (run.status !== 0) console.error(`real backend: stop exited ${String(run.status)}: ${run.stderr}`);
  delete process.env[STARTED_ENV];
}
