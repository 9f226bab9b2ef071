// cachedBuilds: esbuild builds whose output is kept on disk and reused while none of their inputs changed, so a start
// with an unchanged checkout neither runs nor even loads esbuild (`npm start`: ~0.5 s of bundling on 2 idle cores,
// more when they are busy). The check reads one manifest and stats each input file (mtime and size: any edit, checkout
// or install changes them), plus every package.json and tsconfig*.json that esbuild may have read while resolving.
//
// Layout: <dir>/manifest-<checkout>.json names the entry of the last build of one checkout (worktrees may share one
// node_modules); <dir>/entries/<hash of the output>/ holds its files. An entry is written under a temporary name and
// renamed into place, and a manifest replaced by a rename, so starts running at the same time (the test suites do)
// never read half-written files. A running server imports its lazy chunks from its entry long after it started, so an
// entry is never rewritten, and only entries that no manifest names, beyond the newest KEEP, are deleted.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const KEEP = 8;
const FORMAT = 1;

/**
 * Runs each build of `builds` (esbuild options without outdir/write) into one cache entry and returns its directory,
 * or returns the cached entry when the options, the esbuild version and every input are as they were.
 * @param {{ root: string, dir: string, builds: Record<string, object> }} options
 * @returns {Promise<{ entry: string, cached: boolean }>}
 */
export async function cachedBuilds({ root, dir, builds }) {
  const key = cacheKey(root, builds);
  const manifest = join(dir, `manifest-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.json`);
  const cached = readManifest(root, dir, manifest, key);
  if (cached !== undefined) return { entry: cached, cached: true };

  const started = Date.now();
  const { build } = await import('esbuild');
  const out = join(dir, 'out');
  const results = await Promise.all(Object.values(builds).map((options) => build({
    absWorkingDir: root, bundle: true, logLevel: 'warning', ...options, outdir: out, write: false, metafile: true,
  })));
  const files = results.flatMap((result) => result.outputFiles.map((file) => ({ path: relative(out, file.path), contents: file.contents })));
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.contents.length}\0`).update(file.contents);
  const id = hash.digest('hex').slice(0, 16);
  const entry = join(dir, 'entries', id);
  if (!existsSync(entry)) {
    const temporary = `${entry}.${process.pid}.tmp`;
    for (const file of files) {
      mkdirSync(dirname(join(temporary, file.path)), { recursive: true });
      writeFileSync(join(temporary, file.path), file.contents);
    }
    try {
      renameSync(temporary, entry);
    } catch (error) {
      // Another start wrote the same entry first (same id, same files): use it.
      rmSync(temporary, { recursive: true, force: true });
      if (!existsSync(entry)) throw error;
    }
  }
  const inputs = Object.fromEntries(inputsOf(root, results.flatMap((result) => Object.keys(result.metafile.inputs))).map((path) => [path, signature(root, path)]));
  // A file saved while esbuild ran may not be in the output: no manifest then, and the next start builds again.
  const editedMeanwhile = Object.values(inputs).some((seen) => Number(seen.split(':')[0]) >= started - 1);
  if (!editedMeanwhile) {
    writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify({ format: FORMAT, key, entry: id, inputs }));
    renameSync(`${manifest}.${process.pid}.tmp`, manifest);
  }
  prune(dir);
  return { entry, cached: false };
}

/** The options and esbuild's version: a change of either is a different build. */
function cacheKey(root, builds) {
  const esbuild = JSON.parse(readFileSync(join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
  return createHash('sha256').update(JSON.stringify({ esbuild, builds })).digest('hex');
}

/** The entry directory when the manifest's key matches and no input changed; undefined otherwise. */
function readManifest(root, dir, file, key) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (manifest.format !== FORMAT || manifest.key !== key) return undefined;
  for (const [path, seen] of Object.entries(manifest.inputs)) {
    if (signature(root, path) !== seen) return undefined;
  }
  const entry = join(dir, 'entries', manifest.entry);
  return existsSync(entry) ? entry : undefined;
}

/** mtime and size, or 'absent': a file that appears (a new tsconfig.json, say) is a change too. */
function signature(root, path) {
  try {
    const stat = statSync(join(root, path));
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'absent';
  }
}

/**
 * The files esbuild read, plus the configuration it consulted without listing it as an input: every package.json and
 * tsconfig*.json in the folders from each of our own inputs up to the root (sideEffects, tsconfig compiler options),
 * and node_modules/.package-lock.json, which npm rewrites on every install (the packages' own package.json files).
 */
function inputsOf(root, files) {
  const inputs = new Set(files.filter((file) => !file.includes(':')));
  const folders = new Set();
  for (const file of [...inputs].filter((path) => !path.includes('node_modules/'))) {
    for (let folder = dirname(file); !folders.has(folder); folder = dirname(folder)) {
      folders.add(folder);
      if (folder === '.' || folder === '/' || folder === '') break;
    }
  }
  for (const folder of folders) {
    const names = readdirSync(join(root, folder)).filter((name) => name === 'package.json' || /^tsconfig.*\.json$/.test(name));
    for (const name of names) inputs.add(join(folder, name));
    // A package.json or tsconfig.json that does not exist yet would change the build if it appeared.
    for (const name of ['package.json', 'tsconfig.json']) inputs.add(join(folder, name));
  }
  inputs.add('node_modules/.package-lock.json');
  return [...inputs].sort();
}

/** Deletes the entries no manifest names beyond the newest KEEP, and temporaries older than an hour. */
function prune(dir) {
  const named = new Set();
  for (const name of readdirSync(dir).filter((file) => /^manifest-.*\.json$/.test(file))) {
    try {
      named.add(JSON.parse(readFileSync(join(dir, name), 'utf8')).entry);
    } catch {
      // Being replaced by another start: it names a new entry, which is among the newest.
    }
  }
  const entries = join(dir, 'entries');
  const now = Date.now();
  const found = readdirSync(entries).map((name) => ({ name, mtime: statSync(join(entries, name)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
  const stale = found.filter(({ name, mtime }) => name.endsWith('.tmp') && now - mtime > 3_600_000);
  const old = found.filter(({ name }) => !name.endsWith('.tmp')).slice(KEEP).filter(({ name }) => !named.has(name));
  for (const { name } of [...stale, ...old]) rmSync(join(entries, name), { recursive: true, force: true });
}
