/**
 * upFrontChunks: what a built Vite app's index.html loads before anything else runs — its module script(s) and the
 * chunks it modulepreloads (the entry's static imports) — with their gzip sizes (level 9, as bundle-browser.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface UpFrontChunks {
  readonly files: readonly { readonly path: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
}

export function upFrontChunks(distDir: string): UpFrontChunks {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error(`${distDir}/index.html has no module script`);
  const paths = [...new Set([...scripts, ...preloads].map((href) => new URL(href, 'http://app.invalid/').pathname))];
  const files = paths.map((path) => ({ path, gzipBytes: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
