/**
 * copyExample: a fresh copy of examples/<name> in a temp folder, as a user would start from it: no node_modules, no
 * build output and no lockfile of a developer's earlier try come along.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { REPO_ROOT } from './pack-tarball';

const LEFT_BEHIND = new Set(['node_modules', 'dist', '.vite', '.next', 'package-lock.json']);

export interface ExampleCopy {
  /** The copy's folder (the example's package root). */
  readonly dir: string;
  remove(): void;
}

export function copyExample(name: string): ExampleCopy {
  const parent = mkdtempSync(join(tmpdir(), `portcullis-example-${name}-`));
  const dir = join(parent, name);
  cpSync(join(REPO_ROOT, 'examples', name), dir, { recursive: true, filter: (source) => !LEFT_BEHIND.has(basename(source)) });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
