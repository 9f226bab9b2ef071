/**
 * installExample: `npm install` in an example's copy with its pinned dependencies and `portcullis` from the packed
 * tarball (the copy's package.json is pointed at it, so npm never asks the registry for a package named portcullis).
 * Offline-friendly: `--prefer-offline` takes what the npm cache holds (the repository's own `npm ci` filled it; the
 * examples' extra packages are cached after their first install); no audit, no fund, no install scripts run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command';

interface PackageJson { dependencies?: Record<string, string> }

export async function installExample(dir: string, tarball: string): Promise<void> {
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson;
  if (manifest.dependencies?.portcullis === undefined) throw new Error(`${manifestPath} does not depend on portcullis`);
  manifest.dependencies.portcullis = `file:${tarball}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir, timeoutMs: 600_000 });
}
