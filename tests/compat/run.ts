/**
 * `npm run test:compat`: upstream's own SDK end-to-end tests (apps/e2e/tests/js of the real backend kit's source,
 * unmodified, run by the kit's vitest) against the real backend and the emulator, with `@stackframe/js` resolved to
 * portcullis/stack (`--sdk compat`, the default; built first unless `--no-build`) or to the kit's own build of the
 * official SDK (`--sdk official`, the baseline). Prints a per-file table and writes test-results/compat/<sdk>.json.
 * `--ci`: exits 1 when a test expected to pass fails (expectations.json lists every expected failure with its reason).
 * `--target real|emulator` runs one target; further arguments are test file names.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSeededEmulator, UPSTREAM_DEV_KEYS } from './support/emulator-target';
import { findKit, isAnswering, realBackendEnv, type Kit } from './support/kit';
import { fileRows, formatTable, readVitestJson, testKey, verdict, type Expectations, type Target, type TestOutcome } from './support/results';
import { writeVitestConfig, type Sdk } from './support/vitest-config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(repoRoot, 'test-results', 'compat');
const expectations = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'expectations.json'), 'utf8')) as Expectations;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { sdk: { type: 'string', default: 'compat' }, target: { type: 'string', multiple: true }, ci: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const sdk = values.sdk as Sdk;
if (sdk !== 'compat' && sdk !== 'official') throw new Error(`--sdk must be compat or official, got ${values.sdk}`);
const targets = (values.target ?? ['real', 'emulator']) as Target[];

/** Runs the kit's vitest on `files` against `baseUrl`; resolves with the JSON report's path. */
async function runVitest(kit: Kit, target: Target, files: readonly string[], env: Record<string, string>): Promise<string> {
  const config = writeVitestConfig(kit, sdk, repoRoot, join(outDir, `vitest.${sdk}.config.ts`));
  const report = join(outDir, `${sdk}-${target}.vitest.json`);
  const args = [kit.vitestBin, 'run', '--root', kit.e2eDir, '--config', config, '--reporter=json', `--outputFile=${report}`, ...files.map((f) => `tests/js/${f}`)];
  const child = spawn(process.execPath, args, { cwd: kit.e2eDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await new Promise<void>((done) => child.on('exit', () => done()));
  return report;
}

/** The variables upstream's helpers read (its .env files are not loaded over variables already set). */
function upstreamEnv(baseUrl: string, keys: { publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STACK_BACKEND_BASE_URL: baseUrl, STACK_INTERNAL_PROJECT_ID: 'internal', STACK_INTERNAL_PROJECT_CLIENT_KEY: keys.publishableClientKey,
    STACK_INTERNAL_PROJECT_SERVER_KEY: keys.secretServerKey, STACK_INTERNAL_PROJECT_ADMIN_KEY: keys.superSecretAdminKey, ...extra,
  };
}

async function main(): Promise<number> {
  const kit = findKit();
  if (typeof kit === 'string') {
    console.log(`test:compat skipped: ${kit}`);
    return values.ci ? 1 : 0;
  }
  mkdirSync(outDir, { recursive: true });
  const all = readdirSync(kit.testsDir).filter((f) => f.endsWith('.test.ts')).sort();
  const inScope = all.filter((f) => expectations.outOfScope[f] === undefined);
  const files = positionals.length === 0 ? inScope : inScope.filter((f) => positionals.some((p) => f.startsWith(p)));
  if (sdk === 'compat' && !values['no-build']) execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], { stdio: 'inherit' });

  const byTarget: Partial<Record<Target, TestOutcome[]>> = {};
  const seconds: Partial<Record<Target, number>> = {};
  const skipped: Partial<Record<Target, string>> = {};
  for (const target of targets) {
    const started = Date.now();
    if (target === 'real') {
      const env = realBackendEnv(kit);
      if (typeof env === 'string' || !(await isAnswering(env['STACK_REAL_URL']!))) {
        skipped.real = typeof env === 'string' ? env : `the real backend at ${env['STACK_REAL_URL']} does not answer`;
        continue;
      }
      const report = await runVitest(kit, 'real', files, upstreamEnv(env['STACK_REAL_URL']!, {
        publishableClientKey: env['STACK_REAL_PUBLISHABLE_CLIENT_KEY']!, secretServerKey: env['STACK_REAL_SECRET_SERVER_KEY']!,
        superSecretAdminKey: env['STACK_REAL_SUPER_SECRET_ADMIN_KEY']!,
      }, {
        ...(env['STACK_REAL_MAILBOX_URL'] === undefined ? {} : { STACK_INBUCKET_API_URL: env['STACK_REAL_MAILBOX_URL'] }),
        ...(env['STACK_REAL_DATABASE_URL'] === undefined ? {} : { STACK_DATABASE_CONNECTION_STRING: env['STACK_REAL_DATABASE_URL'] }),
      }));
      byTarget.real = readVitestJson(report, files);
    } else {
      const server = await startSeededEmulator();
      try {
        byTarget.emulator = readVitestJson(await runVitest(kit, 'emulator', files, upstreamEnv(server.url, UPSTREAM_DEV_KEYS)), files);
      } finally {
        await server.close();
      }
    }
    seconds[target] = Math.round((Date.now() - started) / 1000);
  }

  const ran = targets.filter((t) => byTarget[t] !== undefined);
  const rows = fileRows(files, byTarget);
  console.log(`\n@stackframe/js = ${sdk === 'compat' ? 'portcullis/stack (dist/stack)' : "the kit's official build"}`);
  console.log(formatTable(rows, ran, expectations.outOfScope));
  for (const [target, reason] of Object.entries(skipped)) console.log(`${target}: not run (${reason})`);

  let failed = false;
  const summary: Record<string, unknown> = {};
  for (const target of ran) {
    const outcomes = byTarget[target]!;
    const expected = expectations.expectedFailures[sdk]?.[target] ?? {};
    const { unexpectedFailures, unexpectedPasses } = verdict(outcomes, expected);
    summary[target] = {
      seconds: seconds[target], tests: outcomes.length, passed: outcomes.filter((o) => o.passed).length,
      unexpectedFailures: unexpectedFailures.map((o) => ({ test: testKey(o), failure: o.failure })), unexpectedPasses,
      failures: outcomes.filter((o) => !o.passed).map((o) => ({ test: testKey(o), expected: expected[testKey(o)] ?? null, failure: o.failure })),
    };
    for (const o of unexpectedFailures) console.log(`${target}: UNEXPECTED FAILURE ${testKey(o)}\n    ${o.failure ?? ''}`);
    for (const key of unexpectedPasses) console.log(`${target}: passes now, remove its expected failure: ${key}`);
    if (unexpectedFailures.length > 0) failed = true;
  }
  writeFileSync(join(outDir, `${sdk}.json`), `${JSON.stringify({ sdk, date: new Date().toISOString(), files: rows, outOfScope: expectations.outOfScope, skipped, ...summary }, null, 2)}\n`);
  console.log(`written: test-results/compat/${sdk}.json`);
  return values.ci && (failed || Object.keys(skipped).length > 0) ? 1 : 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
