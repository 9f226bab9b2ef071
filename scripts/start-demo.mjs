// `npm start`: bundles the demo server (demo/server/cli.ts) with esbuild and runs it in this process; it builds the
// demo app, starts the emulator and serves both on one origin. Packages stay external (this checkout's node_modules).
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}node_modules/.cache/portcullis/demo`;

// Code splitting keeps the client's lazily loaded modules real chunks: bundled into one file, esbuild would wrap them
// in lazy initialisers that the emulator's schemas could read before they ran.
await build({
  entryPoints: { 'demo-cli': `${root}demo/server/cli.ts` }, bundle: true, platform: 'node', format: 'esm', target: 'node20',
  packages: 'external', outdir, outExtension: { '.js': '.mjs' }, splitting: true, logLevel: 'warning',
});
process.argv.push('--root', root);
await import(pathToFileURL(`${outdir}/demo-cli.mjs`).href);
