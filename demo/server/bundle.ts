/** buildDemoBundle: the demo app (demo/app/main.tsx) bundled by esbuild into one minified script, in memory. */
import { build } from 'esbuild';
import { join } from 'node:path';

export async function buildDemoBundle(root: string): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'demo/app/main.tsx')], absWorkingDir: root, bundle: true, write: false, minify: true,
    format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', logLevel: 'warning', legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}
