// npm run bench:faults: bundles bench/faults/cli.ts (esbuild, CommonJS, one file) and runs it with a 512 MB heap.
// Why not tsx: the suite drives a fake clock and calls a promise hung when nothing moves for a few macrotasks; under
// tsx every dynamic import() (the library's chunks loaded on first use) is resolved by tsx's loader thread in real
// time, so a lazy chunk looked like a hang. Bundled, a lazy chunk is already in memory, as in a warm browser cache and
// as in the jest run of the same classes (tests/bench/faults.test.ts); real chunk loading is what the browser suites test.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'node_modules', '.cache', 'portcullis', 'faults-cli.cjs');
mkdirSync(dirname(outfile), { recursive: true });
await build({
  absWorkingDir: root, entryPoints: ['bench/faults/cli.ts'], outfile, bundle: true, platform: 'node', format: 'cjs',
  target: 'node20', sourcemap: 'inline', logLevel: 'warning',
});
const run = spawnSync(process.execPath, ['--enable-source-maps', '--max-old-space-size=512', outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
