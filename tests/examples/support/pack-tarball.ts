/**
 * packTarball: `npm pack` of this repository (its prepack builds dist/) into a temp folder, once per run. The examples'
 * jest global setup packs it and passes the path on in PORTCULLIS_EXAMPLES_TARBALL, so every example test file installs
 * the same tarball; a file run some other way packs its own, once per process.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCommand } from './run-command';

export const TARBALL_ENV = 'PORTCULLIS_EXAMPLES_TARBALL';

/** The repository: the nearest folder up from the working directory whose package.json is portcullis's (works from jest's CommonJS and tsx's ESM alike). */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'portcullis') return dir;
    if (dirname(dir) === dir) throw new Error(`no portcullis package.json above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(process.cwd());

let packing: Promise<string> | undefined;

async function pack(): Promise<string> {
  const into = mkdtempSync(join(tmpdir(), 'portcullis-tarball-'));
  await runCommand('npm', ['pack', '--silent', '--pack-destination', into], { cwd: REPO_ROOT, timeoutMs: 300_000 });
  const tarball = readdirSync(into).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no .tgz into ${into}`);
  return join(into, tarball);
}

/** The absolute path of the packed tarball: the run's (from the environment) when there is one, else packed now. */
export function packTarball(): Promise<string> {
  const packed = process.env[TARBALL_ENV];
  if (packed !== undefined && existsSync(packed)) return Promise.resolve(packed);
  packing ??= pack();
  return packing;
}
