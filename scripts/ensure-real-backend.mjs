// Makes sure the real Stack Auth backend is built, so `npm run test:real` and `npm run test:diff` run instead of
// skipping: runs its idempotent `setup` (about 10 min the first time on 2 cores, 0.3 s once built; the build is
// cached outside the clone in $STACK_REAL_HOME, default ~/.cache/stack-real-backend). Run by `npm test` (pretest)
// and .ci/run. Without the backend's scripts here it says so and the two suites skip with that reason.
// PORTCULLIS_SKIP_REAL_SETUP=1 leaves a missing build missing (the suites then skip, saying why).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { realBackendDir } from './real-backend-dir.mjs';

const dir = realBackendDir();
if (dir === null) {
  console.log('real backend: no ../shared/realbackend (or STACK_REAL_BACKEND_DIR) here; test:real and test:diff will skip');
  process.exit(0);
}
if (process.env.PORTCULLIS_SKIP_REAL_SETUP === '1') {
  console.log('real backend: setup skipped (PORTCULLIS_SKIP_REAL_SETUP=1)');
  process.exit(0);
}
const started = Date.now();
console.log(`real backend: ${dir}/setup (idempotent; ~10 min the first time)`);
// STACK_REAL_E2E=1 also builds what upstream's own test suites need (test:compat, test:upstream): +17–52 s once.
const result = spawnSync(join(dir, 'setup'), [], { stdio: 'inherit', env: { ...process.env, STACK_REAL_E2E: '1' } });
if (result.status !== 0) {
  console.error(`real backend: setup failed (exit ${result.status ?? result.signal}); its logs are in $STACK_REAL_HOME/logs`);
  process.exit(1);
}
console.log(`real backend: set up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
