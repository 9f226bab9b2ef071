/**
 * bundleBrowserFixture: bundles the browser sign-in program as a production build would (esbuild, browser, ESM,
 * minified, tree-shaken, es2022), gzips it at level 9 and reports sizes, the biggest inputs and any server marker.
 * Shared by bench/bundle-size.ts (prints) and tests/bench/bundle-budget.test.ts (asserts), so both measure the same.
 */
import { build, type Metafile } from 'esbuild';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findServerMarkers, type MarkerHit } from './server-markers';

/** Issue 5: ours must stay at or under 40 KB gzipped. */
export const GZIP_BUDGET_BYTES = 40 * 1024;
/** The official @stackframe/js equivalent, as issue 5 measured it. */
export const OFFICIAL_SDK_GZIP_BYTES = 198 * 1024;
export const FIXTURE_PATH = 'bench/fixtures/browser-sign-in.ts';

export interface Contributor {
  /** A package name (`zod`, `inversify`…) or a source folder (`application/request`). */
  readonly name: string;
  /** Bytes of minified output attributed to it (esbuild's bytesInOutput). */
  readonly bytes: number;
}

export interface BundleReport {
  readonly code: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly contributors: readonly Contributor[];
  readonly files: readonly Contributor[];
  readonly markers: readonly MarkerHit[];
}

/** node_modules/<pkg> or node_modules/@scope/<pkg> → the package; our own files → their folder. */
export function groupOf(inputPath: string): string {
  const nodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inputPath);
  if (nodeModules !== null) return nodeModules[1]!;
  const parts = inputPath.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]!;
}

function byBytes(totals: Map<string, number>): Contributor[] {
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function contributorsOf(metafile: Metafile): { groups: Contributor[]; files: Contributor[] } {
  const groups = new Map<string, number>();
  const files = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + bytesInOutput);
      files.set(input, (files.get(input) ?? 0) + bytesInOutput);
    }
  }
  return { groups: byBytes(groups), files: byBytes(files) };
}

/**
 * `root` is the repository root (the tests and the script both run from it). `external` leaves packages out, which
 * measures what each one costs after gzip (see dependencyCosts).
 */
export async function bundleBrowserFixture(root: string = process.cwd(), external: readonly string[] = []): Promise<BundleReport> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, FIXTURE_PATH)],
    bundle: true,
    write: false,
    outfile: 'bundle.js',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    legalComments: 'none',
    // What a production bundler sets; libraries drop their development branches under it.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    external: [...external],
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (output === undefined) throw new Error('esbuild produced no JavaScript output');
  const code = output.text;
  const { groups, files } = contributorsOf(result.metafile);
  return {
    code,
    rawBytes: output.contents.byteLength,
    gzipBytes: gzipSync(output.contents, { level: 9 }).byteLength,
    contributors: groups,
    files,
    markers: findServerMarkers(code),
  };
}

/** The dependencies worth watching, as esbuild external patterns (a scope needs its `/*`). */
export const WATCHED_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  zod: ['zod', 'zod/*'],
  'inversify (+@inversifyjs/*)': ['inversify', '@inversifyjs/*'],
  'reflect-metadata': ['reflect-metadata', 'reflect-metadata/*'],
  ky: ['ky'],
  jose: ['jose'],
  'js-cookie': ['js-cookie'],
  '@simplewebauthn/browser': ['@simplewebauthn/*'],
};

export interface DependencyCost {
  readonly name: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** What each watched dependency adds: the full bundle minus the bundle built without it (gzip is not additive per file). */
export async function dependencyCosts(full: BundleReport, root: string = process.cwd()): Promise<DependencyCost[]> {
  const costs: DependencyCost[] = [];
  for (const [name, patterns] of Object.entries(WATCHED_DEPENDENCIES)) {
    const without = await bundleBrowserFixture(root, patterns);
    costs.push({ name, rawBytes: full.rawBytes - without.rawBytes, gzipBytes: full.gzipBytes - without.gzipBytes });
  }
  const allExternal = await bundleBrowserFixture(root, Object.values(WATCHED_DEPENDENCIES).flat());
  costs.push({ name: '(our own code: everything else)', rawBytes: allExternal.rawBytes, gzipBytes: allExternal.gzipBytes });
  return costs;
}
