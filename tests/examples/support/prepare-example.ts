/**
 * prepareExample: an example as a user gets it running from the package: copied to a temp folder, installed with the
 * packed tarball, built (when it has a build script). Returns the folder and how long each step took.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildExample } from './build-example';
import { copyExample, type ExampleCopy } from './copy-example';
import { installExample } from './install-example';
import { packTarball } from './pack-tarball';

export interface PreparedExample extends ExampleCopy {
  /** Milliseconds per step: pack (0 when the run had packed already), install, build. */
  readonly timings: { readonly pack: number; readonly install: number; readonly build: number };
}

/** How to build: the package script to run (default `build`), and a change to the copy before it (e.g. a config). */
export interface BuildChoice {
  readonly script?: string;
  readonly beforeBuild?: (dir: string) => void;
}

export async function prepareExample(name: string, buildEnv: Readonly<Record<string, string>> = {}, choice: BuildChoice = {}): Promise<PreparedExample> {
  let started = performance.now();
  const tarball = await packTarball();
  const pack = performance.now() - started;
  const copy = copyExample(name);
  try {
    started = performance.now();
    await installExample(copy.dir, tarball);
    const install = performance.now() - started;
    started = performance.now();
    const scripts = (JSON.parse(readFileSync(join(copy.dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
    choice.beforeBuild?.(copy.dir);
    const script = choice.script ?? 'build';
    if (scripts[script] !== undefined) await buildExample(copy.dir, buildEnv, script);
    else if (choice.script !== undefined) throw new Error(`examples/${name} has no "${script}" script`);
    return { ...copy, timings: { pack, install, build: performance.now() - started } };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
