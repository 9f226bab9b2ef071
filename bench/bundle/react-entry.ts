/**
 * The whole `portcullis/react` entry as an app's bundler receives it: react-adapter/index.ts bundled as
 * scripts/build.mjs does (every package external, the application barrel resolved to the 'portcullis' entry), then
 * minified and gzipped at level 9. Up front: the entry and its static chunks; lazy: the screens loaded by import().
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { chunksOf } from './bundle-browser';

export interface ReactEntrySize {
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly lazyGzipBytes: number;
}

export async function measureReactEntry(root: string = process.cwd()): Promise<ReactEntrySize> {
  const result = await build({
    absWorkingDir: root, entryPoints: ['react-adapter/index.ts'], bundle: true, write: false, outdir: 'out', splitting: true,
    format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', minify: true, metafile: true, legalComments: 'none',
    packages: 'external', logLevel: 'silent',
    plugins: [{
      name: 'application-to-package',
      setup(b) {
        b.onResolve({ filter: /(^|\/)application(\/index)?$/ }, (args) => (args.importer.includes('/react-adapter/') ? { path: 'portcullis', external: true } : undefined));
      },
    }],
  });
  const { entry, staticChunks, lazyChunks } = chunksOf(result.metafile);
  const files = new Map(result.outputFiles.map((file) => [file.path.slice(root.length + 1), file.contents] as const));
  const gzip = (paths: readonly string[]): number => paths.reduce((sum, path) => sum + gzipSync(files.get(path)!, { level: 9 }).byteLength, 0);
  const upFront = [entry, ...staticChunks];
  return {
    rawBytes: upFront.reduce((sum, path) => sum + files.get(path)!.byteLength, 0),
    gzipBytes: gzip(upFront),
    lazyGzipBytes: gzip(lazyChunks),
  };
}
