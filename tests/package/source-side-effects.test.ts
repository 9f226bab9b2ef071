/**
 * The `sideEffects` list of package.json applies to our own source too when esbuild bundles it (scripts/build.mjs for
 * dist/, scripts/start-demo.mjs for `npm start`): a module left off it counts as side-effect free, and esbuild drops a
 * bare `import './x'` of it with an ignored-bare-import warning. catalogue-messages.ts installs the service's wording
 * of every known error when loaded, and application/server/access-token.errors.ts imports it bare so that the
 * errors the server entry builds itself read as the service words them; off the list, dist/server/index.js had no
 * wording and `npm start` opened with the warning.
 */
import { build, type BuildOptions, type Message } from 'esbuild';

const root = process.cwd();
const bundle = (options: BuildOptions) => build({
  absWorkingDir: root, bundle: true, format: 'esm', write: false, logLevel: 'silent', outdir: 'out', splitting: true, ...options,
});
const text = (result: { outputFiles?: { text: string }[] }): string => (result.outputFiles ?? []).map((file) => file.text).join('\n');
const warnings = (messages: Message[]): string[] => messages.map((message) => `${message.id}: ${message.text}`);

// catalogueMessages.ACCESS_TOKEN_EXPIRED's own words, in no other table.
const SERVICE_WORDING = 'make sure you call getAccessToken() every time you need to use the access token';

test('the server entry (dist/server) bundles without warnings and carries the service wording of the errors it builds', async () => {
  const result = await bundle({ entryPoints: ['composition/entry-node.ts'], platform: 'node' });
  expect(warnings(result.warnings)).toEqual([]);
  expect(text(result)).toContain(SERVICE_WORDING);
}, 60_000);

test('the browser entry still leaves the wording table out (clients reuse the server\'s own messages)', async () => {
  const result = await bundle({ entryPoints: ['composition/entry-browser.ts'], platform: 'browser', packages: 'external' });
  expect(warnings(result.warnings)).toEqual([]);
  expect(text(result)).not.toContain(SERVICE_WORDING);
}, 60_000);

test('the demo server and the demo app (npm start) bundle without warnings', async () => {
  const server = await bundle({ entryPoints: ['demo/server/cli.ts'], platform: 'node', packages: 'external', outExtension: { '.js': '.mjs' } });
  expect(warnings(server.warnings)).toEqual([]);
  const app = await bundle({ entryPoints: ['demo/app/main.tsx'], platform: 'browser', jsx: 'automatic', splitting: false, define: { 'process.env.NODE_ENV': '"production"' } });
  expect(warnings(app.warnings)).toEqual([]);
}, 60_000);
