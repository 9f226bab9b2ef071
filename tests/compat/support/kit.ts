/**
 * Where upstream's SDK tests live: the real backend kit's unpacked source (`$STACK_REAL_HOME/src`, default
 * ~/.cache/stack-real-backend), its `apps/e2e` (the tests, their helpers, their vitest config) and the vitest binary of
 * its own install. Also the running backend's connection variables (the `env` file `start` writes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface Kit {
  readonly home: string;
  readonly e2eDir: string;
  readonly testsDir: string;
  readonly vitestBin: string;
  /** The kit's build of the official SDK (`packages/js`), for the baseline column. */
  readonly officialSdkDir: string;
}

export function findKit(): Kit | string {
  const home = process.env['STACK_REAL_HOME'] ?? join(homedir(), '.cache', 'stack-real-backend');
  const src = join(home, 'src');
  const e2eDir = join(src, 'apps', 'e2e');
  const vitestBin = join(src, 'node_modules', 'vitest', 'vitest.mjs');
  if (!existsSync(join(e2eDir, 'tests', 'js'))) return `no upstream source at ${e2eDir} (run the kit's setup)`;
  if (!existsSync(vitestBin)) return `no vitest in the kit's install (${vitestBin})`;
  const officialSdkDir = join(src, 'packages', 'js');
  if (!existsSync(join(officialSdkDir, 'dist', 'index.js'))) return `the kit has not built @stackframe/js (STACK_REAL_E2E=1 ./setup builds it)`;
  return { home, e2eDir, testsDir: join(e2eDir, 'tests', 'js'), vitestBin, officialSdkDir };
}

/** The `export KEY=value` lines `start` wrote, or why the backend is not usable. */
export function realBackendEnv(kit: Kit): Record<string, string> | string {
  const file = join(kit.home, 'env');
  if (!existsSync(file)) return `the real backend has not been started (no ${file})`;
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^export ([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match !== null) env[match[1]!] = match[2]!;
  }
  return env['STACK_REAL_URL'] === undefined ? `${file} names no STACK_REAL_URL` : env;
}

export async function isAnswering(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/v1`, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}
