// Runs a command with the real Stack Auth backend running, as the jest suites' globalSetup does for test:real and
// test:diff: `start` it (exit 0: started here, stopped again afterwards; 2: already running, used and left running;
// 3: not set up, the command runs anyway and its harness says what it skipped). Exits with the command's status.
//   node scripts/with-real-backend.mjs npm run test:compat -- --ci
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { realBackendDir } from './real-backend-dir.mjs';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: node scripts/with-real-backend.mjs <command> [args...]');
  process.exit(2);
}
const dir = realBackendDir();
let startedHere = false;
if (dir !== null) {
  const start = spawnSync(join(dir, 'start'), [], { encoding: 'utf8' });
  if (start.status === 0) startedHere = true;
  else if (start.status === 3) console.log('real backend: not set up; the command runs without it');
  else if (start.status !== 2) {
    console.error(`real backend: ${dir}/start failed (exit ${String(start.status ?? start.signal)}):\n${(start.stderr ?? '').slice(-4000)}`);
    process.exit(1);
  }
}
const run = spawnSync(command, args, { stdio: 'inherit' });
if (startedHere) {
  const stop = spawnSync(join(dir, 'stop'), [], { encoding: 'utf8' });
  if (stop.status !== 0) console.error(`real backend: stop exited ${String(stop.status)}: ${stop.stderr}`);
}
process.exit(run.status ?? 1);
