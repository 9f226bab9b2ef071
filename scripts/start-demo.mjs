// `npm start`: bundles the demo server (demo/server/cli.ts) and the demo app (demo/app/main.tsx) with esbuild and runs
// the server in this process; it starts the emulator and serves both on one origin. Packages stay external to the
// server (this checkout's node_modules). Both bundles are cached (scripts/build-cache.mjs): a start with nothing
// changed runs no esbuild and answers HTTP ~0.2 s after node starts; with a change, ~0.8 s (2 idle cores).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cachedBuilds } from './build-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const builds = {
  // Code splitting keeps the client's lazily loaded modules real chunks: bundled into one file, esbuild would wrap
  // them in lazy initialisers that the emulator's schemas could read before they ran.
  server: {
    entryPoints: { 'demo-cli': 'demo/server/cli.ts' }, platform: 'node', format: 'esm', target: 'node20',
    packages: 'external', outExtension: { '.js': '.mjs' }, splitting: true,
  },
  // The page's one script, served at /app.js.
  app: {
    entryPoints: { app: 'demo/app/main.tsx' }, platform: 'browser', format: 'esm', target: 'es2022', jsx: 'automatic',
    minify: true, legalComments: 'none', define: { 'process.env.NODE_ENV': '"production"' },
  },
};

let entry;
try {
  ({ entry } = await cachedBuilds({ root, dir: `${root}node_modules/.cache/portcullis/demo-bundles`, builds }));
} catch (error) {
  // esbuild has already printed what failed to build, with its location.
  if (!Array.isArray(error?.errors)) console.error(error);
  process.exit(1);
}
process.argv.push('--app', `${entry}/app.js`);
await import(pathToFileURL(`${entry}/demo-cli.mjs`).href);
