/**
 * bundleBrowserFixture: bundles the browser sign-in program as a production build would (esbuild, browser, ESM,
 * minified, tree-shaken, es2022, code splitting), gzips each chunk at level 9 and reports what the page loads up front
 * (the entry chunk and the chunks it imports statically) apart from the chunks loaded by dynamic import() on first use.
 * Shared by bench/bundle-size.ts (prints) and tests/bench/bundle-budget.test.ts (asserts), so both measure the same.
 */
import { build, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { join, relative } from 'node:path';
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

/** A set of output chunks: their code, minified size, and gzip size (each chunk gzipped alone, as it is served). */
export interface ChunkSet {
  readonly chunks: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export interface BundleReport {
  /** The code of the entry and its static chunks (what the page loads before running). */
  readonly code: string;
  /** Entry + static chunks: the measured size (budget, ceiling). */
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** Chunks only reached through dynamic import(): loaded on first use of a feature the program may never call. */
  readonly lazy: ChunkSet;
  /** Of the entry and its static chunks. */
  readonly contributors: readonly Contributor[];
  readonly files: readonly Contributor[];
  /** Searched in every chunk, lazy ones included. */
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

function contributorsOf(metafile: Metafile, outputs: readonly string[]): { groups: Contributor[]; files: Contributor[] } {
  const groups = new Map<string, number>();
  const files = new Map<string, number>();
  for (const output of outputs.map((path) => metafile.outputs[path]!)) {
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
export async function bundleBrowserFixture(
  root: string = process.cwd(), external: readonly string[] = [], fixture: string = FIXTURE_PATH, plugins: readonly Plugin[] = [],
): Promise<BundleReport> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, fixture)],
    jsx: 'automatic',
    bundle: true,
    write: false,
    outdir: 'out',
    // What a production bundler does with dynamic import(): a separate chunk, fetched on first use.
    splitting: true,
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
    plugins: [...plugins],
  });
  const { entry, staticChunks, lazyChunks } = chunksOf(result.metafile, fixture);
  const byPath = new Map(result.outputFiles.map((file) => [relative(root, file.path), file] as const));
  const sizes = (paths: readonly string[]): ChunkSet => chunkSet(paths, byPath);
  const measured = sizes([entry, ...staticChunks]);
  const { groups, files } = contributorsOf(result.metafile, measured.chunks);
  const all = [...measured.chunks, ...lazyChunks].map((path) => byPath.get(path)!.text);
  return {
    code: measured.chunks.map((path) => byPath.get(path)!.text).join('\n'),
    rawBytes: measured.rawBytes,
    gzipBytes: measured.gzipBytes,
    lazy: sizes(lazyChunks),
    contributors: groups,
    files,
    markers: findServerMarkers(all.join('\n')),
  };
}

function chunkSet(paths: readonly string[], byPath: ReadonlyMap<string, OutputFile>): ChunkSet {
  const files = paths.map((path) => byPath.get(path)!);
  const sum = (sizes: number[]): number => sizes.reduce((total, size) => total + size, 0);
  return {
    chunks: paths,
    rawBytes: sum(files.map((file) => file.contents.byteLength)),
    gzipBytes: sum(files.map((file) => gzipSync(file.contents, { level: 9 }).byteLength)),
  };
}

/** The entry output, the chunks reachable from it through static imports, and every other JavaScript chunk. */
export function chunksOf(metafile: Metafile, fixture?: string): { entry: string; staticChunks: string[]; lazyChunks: string[] } {
  const scripts = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
  // The fixture's own output: a package's dynamic import() (uqr in the React screens) is an entryPoint in the metafile too.
  const entry = scripts.find((path) => metafile.outputs[path]!.entryPoint === fixture)
    ?? scripts.find((path) => metafile.outputs[path]!.entryPoint !== undefined);
  if (entry === undefined) throw new Error('esbuild produced no entry chunk');
  const reached = new Set([entry]);
  for (const path of reached) {
    for (const imported of metafile.outputs[path]!.imports) {
      if (imported.kind === 'import-statement' && imported.external !== true) reached.add(imported.path);
    }
  }
  return { entry, staticChunks: [...reached].filter((path) => path !== entry), lazyChunks: scripts.filter((path) => !reached.has(path)) };
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
