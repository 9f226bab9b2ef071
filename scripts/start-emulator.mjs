// `npm run start:emulator`: bundles emulator/cli.ts with esbuild (~30 ms) and runs it in this process, so the emulator is
// listening in about a third of a second; compiling the TypeScript on the fly (tsx) took about a second.
// Packages stay external and resolve from this repository's node_modules.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}node_modules/.cache/portcullis/emulator-cli.mjs`;

await build({
  entryPoints: [`${root}emulator/cli.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
