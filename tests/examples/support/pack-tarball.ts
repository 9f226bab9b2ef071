/**
 * packTarball: `npm pack` of this repository (its prepack builds dist/) into a temp folder, once per run. The examples'
 * jest global setup packs it and passes the path on in PORTCULLIS_EXAMPLES_TARBALL, so every example test file installs
 * the same tarball; a file run some other way packs its own, once per process.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCommand } from './run-command';

export const TARBALL_ENV = 'PORTCULLIS_EXAMPLES_TARBALL';
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

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
