/**
 * The React fixture (provider + useUser + SignIn) as an app meets the adapter: react-adapter/index.ts is first built
 * as scripts/build.mjs builds dist/react (code splitting, packages external, the application barrel as 'portcullis'),
 * then the fixture is bundled over that output — whose files, like the published dist/react, have no side effects, so
 * a re-export the app does not use costs nothing. Bundling the adapter's sources straight into the fixture instead
 * makes esbuild load every chunk a re-exported module landed in, which no app's bundler does with the package.
 */
import { build, type Plugin } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleBrowserFixture, type BundleReport } from './bundle-browser';

export async function bundleReactFixture(root: string = process.cwd(), fixture = 'bench/fixtures/react-sign-in.tsx'): Promise<BundleReport> {
  // Inside the tree, so the build's imports of react and portcullis' packages resolve from node_modules.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const out = mkdtempSync(join(root, 'node_modules/.cache/portcullis-react-dist-'));
  try {
    await build({
      absWorkingDir: root, entryPoints: { index: 'react-adapter/index.ts' }, outdir: out, bundle: true, splitting: true, format: 'esm',
      platform: 'browser', target: 'es2022', jsx: 'automatic', packages: 'external', logLevel: 'silent', chunkNames: 'chunks/[name]-[hash]',
      plugins: [{
        name: 'application-to-package',
        setup(b) {
          b.onResolve({ filter: /(^|\/)application(\/index)?$/ }, (args) => (args.importer.includes('/react-adapter/') ? { path: 'portcullis', external: true } : undefined));
        },
      }],
    });
    const overTheBuild: Plugin = {
      name: 'react-adapter-as-built',
      setup(b) {
        b.onResolve({ filter: /(^|\/)react-adapter(\/index)?$/ }, () => ({ path: join(out, 'index.js'), sideEffects: false }));
        b.onResolve({ filter: /^\.\.?\// }, (args) => (args.importer.startsWith(out) ? { path: join(args.resolveDir, args.path), sideEffects: false } : undefined));
        b.onResolve({ filter: /^portcullis$/ }, () => ({ path: join(root, 'composition/entry-browser.ts') }));
      },
    };
    return await bundleBrowserFixture(root, [], fixture, [overTheBuild]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
