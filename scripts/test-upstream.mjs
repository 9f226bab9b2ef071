// `npm run test:upstream`: upstream's own backend endpoint tests (the real backend kit's source, the files
// tests/upstream/suite.json lists, unmodified) run with upstream's vitest from the kit against
// the emulator (tests/upstream/emulator-target.ts: emulator + Inbucket-style mailbox on loopback, internal project
// as upstream's dev seed) and, with `--target real` or `both`, against the running real backend (the baseline).
//
//   npm run test:upstream [-- --target emulator|real|both] [--ci] [--workers N] [file-substring ...]
//
// Prints a per-file table (file, tests, passed on the real backend, passed on the emulator; a column from an earlier
// run is read back from test-results/upstream/<target>.json) and writes each run there. With --ci (or CI=true) it
// exits 1 when an emulator test fails that tests/upstream/known-failures.json does not list, each entry with its reason.
// Without the kit's e2e build (STACK_REAL_E2E=1 setup) it skips, printing why.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(repo, 'test-results', 'upstream');
const knownFailuresFile = join(repo, 'tests', 'upstream', 'known-failures.json');

function parseArgs(argv) {
  const options = { target: 'emulator', ci: process.env.CI === 'true' || process.env.CI === '1', workers: 2, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--target') options.target = argv[++i];
    else if (arg === '--ci') options.ci = true;
    else if (arg === '--workers') options.workers = Number(argv[++i]);
    else if (arg === '--help') { console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport')[0]); process.exit(0); }
    else options.filters.push(arg);
  }
  if (!['emulator', 'real', 'both'].includes(options.target)) throw new Error(`--target must be emulator, real or both, not ${options.target}`);
  if (!Number.isInteger(options.workers) || options.workers < 1) throw new Error('--workers must be a positive integer');
  return options;
}

const home = process.env.STACK_REAL_HOME ?? join(homedir(), '.cache', 'stack-real-backend');
const e2eDir = join(home, 'src', 'apps', 'e2e');
const vitestEntry = join(home, 'src', 'node_modules', 'vitest', 'vitest.mjs');

/** The files of tests/upstream/suite.json (which, and why the rest are left out, is said there), optionally filtered. */
function upstreamFiles(filters) {
  const files = JSON.parse(readFileSync(join(repo, 'tests', 'upstream', 'suite.json'), 'utf8')).files;
  for (const f of files) if (!existsSync(join(e2eDir, f))) throw new Error(`tests/upstream/suite.json names ${f}, which the kit does not have`);
  return filters.length === 0 ? files : files.filter((f) => filters.some((s) => f.includes(s)));
}

/** Starts the emulator target; resolves to its environment for upstream's helpers and a stop function. */
function startEmulatorTarget() {
  const child = spawn(process.execPath, [join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repo, 'tests', 'upstream', 'emulator-target.ts')], {
    cwd: repo, stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolveTarget, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the emulator target exited (${code}) before it was ready`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        child.removeAllListeners('exit');
        resolveTarget({ env: JSON.parse(line), stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }) });
      }
    });
  });
}

/** The running real backend (its `env` file, written by the kit's start). */
function realTarget() {
  const envFile = join(home, 'env');
  if (!existsSync(envFile)) return null;
  const vars = Object.fromEntries(readFileSync(envFile, 'utf8').split('\n')
    .map((line) => /^export (\w+)=(.*)$/.exec(line)).filter(Boolean).map((m) => [m[1], m[2]]));
  const port = new URL(vars.STACK_REAL_URL).port;
  return {
    env: {
      NEXT_PUBLIC_STACK_PORT_PREFIX: port.slice(0, -2),
      STACK_BACKEND_BASE_URL: vars.STACK_REAL_URL.replace('127.0.0.1', 'localhost'),
      STACK_INTERNAL_PROJECT_ID: vars.STACK_REAL_PROJECT_ID,
      STACK_INTERNAL_PROJECT_CLIENT_KEY: vars.STACK_REAL_PUBLISHABLE_CLIENT_KEY,
      STACK_INTERNAL_PROJECT_SERVER_KEY: vars.STACK_REAL_SECRET_SERVER_KEY,
      STACK_INTERNAL_PROJECT_ADMIN_KEY: vars.STACK_REAL_SUPER_SECRET_ADMIN_KEY,
      STACK_INBUCKET_API_URL: vars.STACK_REAL_MAILBOX_URL,
      // The kit's Svix stand-in sits at backend port + 2 (its README).
      STACK_SVIX_SERVER_URL: `http://127.0.0.1:${Number(port) + 2}`,
      STACK_DATABASE_CONNECTION_STRING: vars.STACK_REAL_DATABASE_URL,
    },
    stop: async () => {},
  };
}

/** Runs upstream's vitest on the files against one target; returns {file → {tests, passed, failed[]}}. */
async function runVitest(target, files, env, workers) {
  const report = join(resultsDir, `.vitest-${target}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  // CI=true as upstream's CI runs it: its 50 s test timeout, and vitest never writes snapshots into the kit's files.
  const result = spawnSync(process.execPath, [vitestEntry, 'run', '--reporter=json', `--outputFile=${report}`, `--maxWorkers=${workers}`, '--minWorkers=1', ...files], {
    cwd: e2eDir, env: { ...process.env, ...env, CI: 'true' }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
  });
  if (!existsSync(report)) throw new Error(`upstream's vitest wrote no report (exit ${result.status}):\n${result.stderr.slice(-4000)}`);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report, { force: true });
  const perFile = {};
  for (const file of files) perFile[file] = { tests: 0, passed: 0, notRun: 0, failed: [] };
  for (const suite of json.testResults) {
    const file = relative(e2eDir, suite.name);
    const row = perFile[file] ?? (perFile[file] = { tests: 0, passed: 0, notRun: 0, failed: [] });
    if (suite.assertionResults.length === 0 && suite.status === 'failed') row.failed.push(`(file) ${suite.message ?? 'failed to load'}`.slice(0, 500));
    for (const test of suite.assertionResults) {
      row.tests++;
      if (test.status === 'passed') row.passed++;
      else if (test.status === 'failed') row.failed.push(test.fullName);
      else row.notRun++; // upstream's own it.todo / it.skip
    }
  }
  return { target, finishedAt: new Date().toISOString(), durationSeconds: Math.round((Date.now() - started) / 100) / 10, files: perFile };
}

function printTable(files, real, emulator) {
  const short = (f) => f.replace('tests/backend/endpoints/api/', '');
  const width = Math.max(...files.map((f) => short(f).length), 4);
  const cell = (run, f) => (run?.files[f] === undefined ? '-' : String(run.files[f].passed));
  console.log(`\n${'file'.padEnd(width)}  tests  real  emulator`);
  const total = { tests: 0, real: 0, emulator: 0 };
  for (const f of files) {
    const tests = emulator?.files[f]?.tests ?? real?.files[f]?.tests ?? 0;
    total.tests += tests;
    total.real += real?.files[f]?.passed ?? 0;
    total.emulator += emulator?.files[f]?.passed ?? 0;
    console.log(`${short(f).padEnd(width)}  ${String(tests).padStart(5)}  ${cell(real, f).padStart(4)}  ${cell(emulator, f).padStart(8)}`);
  }
  console.log(`${'total'.padEnd(width)}  ${String(total.tests).padStart(5)}  ${String(real ? total.real : '-').padStart(4)}  ${String(emulator ? total.emulator : '-').padStart(8)}`);
}

/** Emulator failures the known-failures list does not name, and listed tests that pass now (stale entries). */
function checkKnownFailures(run) {
  const known = JSON.parse(readFileSync(knownFailuresFile, 'utf8')).tests;
  const listed = new Set(known.map((k) => `${k.file} > ${k.test}`));
  const unexpected = [];
  const failing = new Set();
  for (const [file, row] of Object.entries(run.files)) {
    for (const name of row.failed) {
      failing.add(`${file} > ${name}`);
      if (!listed.has(`${file} > ${name}`)) unexpected.push(`${file} > ${name}`);
    }
  }
  const ranFiles = new Set(Object.keys(run.files));
  const stale = known.filter((k) => ranFiles.has(k.file) && !failing.has(`${k.file} > ${k.test}`)).map((k) => `${k.file} > ${k.test}`);
  return { unexpected, stale };
}

const options = parseArgs(process.argv.slice(2));
if (!existsSync(vitestEntry) || !existsSync(join(e2eDir, 'node_modules', '@stackframe', 'stack-shared'))) {
  console.log(`SKIP: upstream's e2e kit is not built at ${e2eDir} (run the real backend kit's setup with STACK_REAL_E2E=1)`);
  process.exit(0);
}
mkdirSync(resultsDir, { recursive: true });
const files = upstreamFiles(options.filters);
if (files.length === 0) throw new Error(`no upstream test file matches ${options.filters.join(', ')}`);
const readPrevious = (target) => { try { return JSON.parse(readFileSync(join(resultsDir, `${target}.json`), 'utf8')); } catch { return null; } };
const runs = { real: readPrevious('real'), emulator: readPrevious('emulator') };

for (const target of options.target === 'both' ? ['real', 'emulator'] : [options.target]) {
  const prepared = target === 'emulator' ? await startEmulatorTarget() : realTarget();
  if (prepared === null) { console.log('SKIP real: the real backend is not running (no env file)'); continue; }
  try {
    console.log(`${target}: ${files.length} upstream files, ${options.workers} workers …`);
    const run = await runVitest(target, files, prepared.env, options.workers);
    // A filtered run updates only its files in the stored result.
    const previous = options.filters.length > 0 ? runs[target] : null;
    runs[target] = previous === null ? run : { ...run, files: { ...previous.files, ...run.files } };
    writeFileSync(join(resultsDir, `${target}.json`), `${JSON.stringify(runs[target], null, 2)}\n`);
    console.log(`${target}: ${run.durationSeconds} s`);
  } finally {
    await prepared.stop();
  }
}

printTable(files, runs.real, runs.emulator);
if (options.target !== 'real') {
  const current = { ...runs.emulator, files: Object.fromEntries(files.map((f) => [f, runs.emulator.files[f]])) };
  const { unexpected, stale } = checkKnownFailures(current);
  if (stale.length > 0) console.log(`\nListed in known-failures.json but passing now (remove them):\n  ${stale.join('\n  ')}`);
  if (unexpected.length > 0) {
    console.log(`\nEmulator failures not in tests/upstream/known-failures.json (${unexpected.length}):\n  ${unexpected.join('\n  ')}`);
    if (options.ci) process.exit(1);
  } else console.log('\nevery emulator failure is a listed one');
}
