/**
 * The package as a user meets it (issue 12): `npm pack`, a fresh project installs the tarball, then
 * (1) a Node ESM program starts the emulator from the package, signs a user up and in and lists users with the server
 * app; (2) a TypeScript consumer type-checks with moduleResolution bundler and node16; (3) a browser consumer bundled
 * with esbuild from the installed package holds no server/admin code or key names; (4) the bin answers; (5) require()
 * fails with a message that says to use import. The install is `--prefer-offline`: package tarballs come from the npm cache that
 * `npm ci` filled; npm may still ask the registry for package metadata (a fresh machine's cache holds tarballs only),
 * which is the one request of the suite that is not to loopback, and it carries nothing of ours.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { chunksOf } from '../../bench/bundle/bundle-browser';
import { findServerMarkers } from '../../bench/bundle/server-markers';

const run = promisify(execFile);
const root = process.cwd();
const bin = (name: string): string => join(root, 'node_modules', '.bin', name);
let project: string;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'portcullis-consumer-'));
  await run('npm', ['pack', '--silent', '--pack-destination', project], { cwd: root, timeout: 120_000 });
  const tarball = readdirSync(project).find((f) => f.endsWith('.tgz'))!;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', `./${tarball}`, '@types/node@20.19.43', 'react@19.3.1', 'react-dom@19.3.1', '@types/react@19.3.0'], { cwd: project, timeout: 120_000 });
}, 240_000);
afterAll(() => { rmSync(project, { recursive: true, force: true }); });

test('(1) Node ESM: emulator from the package, client sign-up and sign-in, server list of users', async () => {
  writeFileSync(join(project, 'node-consumer.mjs'), `
import { startEmulatorServer, SEED } from 'portcullis/emulator';
import { createClientApp, createServerApp } from 'portcullis/server';
const emulator = await startEmulatorServer({ port: 0 });
const options = { projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url };
const app = createClientApp(options);
const up = await app.signUpWithPassword({ email: 'tarball@example.com', password: 'correct horse battery staple' });
if (!up.ok) throw up.error;
await app.signOut();
const signedIn = await app.signInWithPassword({ email: 'tarball@example.com', password: 'correct horse battery staple' });
if (!signedIn.ok) throw signedIn.error;
const user = await app.getUser({ or: 'throw' });
const server = createServerApp({ ...options, secretServerKey: SEED.demo.secretServerKey });
const page = await server.listUsers({ limit: 10 });
console.log(JSON.stringify({ me: user.primaryEmail, users: page.items.map((u) => u.primaryEmail) }));
await emulator.close();
process.exit(0);
`);
  const { stdout } = await run(process.execPath, ['node-consumer.mjs'], { cwd: project, timeout: 60_000 });
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ me: 'tarball@example.com', users: ['tarball@example.com'] });
}, 60_000);

test.each(['bundler', 'node16'] as const)('(2) TypeScript consumer type-checks with moduleResolution %s', async (resolution) => {
  writeFileSync(join(project, 'consumer.ts'), `
import { createClientApp, KnownErrors, type ClientApp } from 'portcullis';
import { createServerApp, type ServerApp } from 'portcullis/server';
import { startEmulatorServer } from 'portcullis/emulator';
import { PortcullisHandler, PortcullisProvider, useUser } from 'portcullis/react';
import { createElement, type ReactNode } from 'react';
export function Screens({ app }: { app: ClientApp }): ReactNode {
  return createElement(PortcullisProvider, { app }, createElement(PortcullisHandler, {}));
}
export function Who(): string {
  return useUser({ or: 'throw' }).primaryEmail ?? '';
}
export async function check(): Promise<string | null> {
  const app: ClientApp = createClientApp({ projectId: 'internal', publishableClientKey: 'pck_x' });
  const result = await app.signInWithPassword({ email: 'a@b.co', password: 'secret-password' });
  if (!result.ok && KnownErrors.EmailPasswordMismatch.isInstance(result.error)) return 'mismatch';
  const server: ServerApp = createServerApp({ projectId: 'internal', secretServerKey: 'ssk_x' });
  const emulator = await startEmulatorServer({ port: 0 });
  await emulator.close();
  return (await server.getUser('x'))?.primaryEmail ?? null;
}
`);
  const module = resolution === 'node16' ? 'node16' : 'esnext';
  writeFileSync(join(project, `tsconfig.${resolution}.json`), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module, moduleResolution: resolution, lib: ['ES2022', 'DOM'], types: ['node'], skipLibCheck: false },
    files: ['consumer.ts'],
  }));
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${resolution}.json`], { cwd: project, timeout: 120_000 });
}, 120_000);

test('(3) a browser bundle of the client, made from the install, holds no server or admin code and no key names', async () => {
  writeFileSync(join(project, 'browser-consumer.js'), `
import { createClientApp } from 'portcullis';
const app = createClientApp({ projectId: 'internal', publishableClientKey: 'pck_x' });
document.querySelector('button').onclick = async () => console.log(await app.getUser());
`);
  const result = await build({ absWorkingDir: project, entryPoints: ['browser-consumer.js'], bundle: true, write: false, platform: 'browser', format: 'esm', splitting: true, outdir: 'out', logLevel: 'silent' });
  const code = result.outputFiles.map((f) => f.text).join('\n');
  expect(code).toContain('X-Stack-Publishable-Client-Key'); // the client code really is in the bundle
  expect(findServerMarkers(code)).toEqual([]);
  // The Node entries refuse to be bundled for a browser, naming the browser entry.
  writeFileSync(join(project, 'wrong.js'), "import 'portcullis/server';");
  const wrong = await build({ absWorkingDir: project, entryPoints: ['wrong.js'], bundle: true, write: false, platform: 'browser', format: 'esm', logLevel: 'silent' });
  expect(wrong.outputFiles[0]!.text).toContain("In a browser, import from 'portcullis'");
}, 60_000);

test('(3b) a React app bundled from the install holds one copy of the client; the React entry adds under 20 KB gzip', async () => {
  writeFileSync(join(project, 'core-only.js'), `
import { createClientApp } from 'portcullis';
const app = createClientApp({ projectId: 'internal', publishableClientKey: 'pck_x' });
const result = await app.signInWithPassword({ email: 'a@b.co', password: 'secret-password' });
console.log(result.ok, (await app.getUser())?.primaryEmail);
`);
  writeFileSync(join(project, 'react-consumer.jsx'), `
import { createRoot } from 'react-dom/client';
import { createClientApp } from 'portcullis';
import { PortcullisProvider, SignIn, useUser } from 'portcullis/react';
const app = createClientApp({ projectId: 'internal', publishableClientKey: 'pck_x' });
function Who() { const user = useUser(); return user === null ? <SignIn /> : <p>{user.primaryEmail}</p>; }
createRoot(document.getElementById('root')).render(<PortcullisProvider app={app}><Who /></PortcullisProvider>);
`);
  writeFileSync(join(project, 'react-only.jsx'), `
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<p>hello</p>);
`);
  // As an app's bundler does: dynamic import()s become chunks fetched on first use; the figure is what loads up front
  // (the entry and the chunks it imports statically), the markers are looked for in every chunk.
  const gzipOf = async (entry: string): Promise<{ gzip: number; code: string }> => {
    const result = await build({
      absWorkingDir: project, entryPoints: [entry], bundle: true, write: false, platform: 'browser', format: 'esm', minify: true,
      splitting: true, metafile: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent', outdir: 'out',
    });
    const text = (path: string): string => result.outputFiles.find((f) => f.path === join(project, path))!.text;
    const { entry: main, staticChunks, lazyChunks } = chunksOf(result.metafile, entry);
    const upFront = [main, ...staticChunks].map(text).join('\n');
    return { gzip: gzipSync(upFront, { level: 9 }).length, code: [upFront, ...lazyChunks.map(text)].join('\n') };
  };
  const [core, react, withBoth] = await Promise.all([gzipOf('core-only.js'), gzipOf('react-only.jsx'), gzipOf('react-consumer.jsx')]);
  expect(withBoth.code.split('X-Stack-Publishable-Client-Key').length - 1).toBe(core.code.split('X-Stack-Publishable-Client-Key').length - 1);
  const added = withBoth.gzip - core.gzip - react.gzip;
  console.log(`React entry (provider + hooks + sign-in screen) on top of the core client and React itself: ${(added / 1024).toFixed(1)} KB gzip`);
  expect(added).toBeLessThanOrEqual(20 * 1024);
  expect(findServerMarkers(withBoth.code)).toEqual([]);
}, 60_000);

test('(3c) portcullis/next/handler: the handler page a browser gets is a \'use client\' file over portcullis/react, with no server code or key names; portcullis/next never imports it', async () => {
  const handlerPage = join(project, 'node_modules/portcullis/dist/next/handler-page.js');
  expect(readFileSync(handlerPage, 'utf8').split('\n')[0]).toBe("'use client';");
  // A Route Handler importing the server entry must not reach a client module (Turbopack cannot build it there).
  const serverEntry = readFileSync(join(project, 'node_modules/portcullis/dist/next/index.js'), 'utf8');
  expect(serverEntry).not.toMatch(/handler-page|portcullis\/react|use client/);
  // Next's modules by their bare names: Turbopack picks the server variant of next/navigation by that name only.
  expect(serverEntry).toMatch(/from ["']next\/navigation["']/);
  expect(serverEntry).not.toMatch(/from ["']next\/[a-z]+\.js["']/);
  writeFileSync(join(project, 'next-client.jsx'), `
import { createRoot } from 'react-dom/client';
import { createClientApp } from 'portcullis';
import { PortcullisProvider } from 'portcullis/react';
import { PortcullisHandlerPage } from 'portcullis/next/handler';
const app = createClientApp({ projectId: 'internal', publishableClientKey: 'pck_x' });
createRoot(document.getElementById('root')).render(<PortcullisProvider app={app}><PortcullisHandlerPage /></PortcullisProvider>);
`);
  const result = await build({
    absWorkingDir: project, entryPoints: ['next-client.jsx'], bundle: true, write: false, platform: 'browser', format: 'esm', splitting: true,
    outdir: 'out', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const code = result.outputFiles.map((f) => f.text).join('\n');
  expect(code).toContain('PortcullisHandlerPage');
  expect(findServerMarkers(code)).toEqual([]);
  // The server helpers refuse a browser build, naming the client entries.
  writeFileSync(join(project, 'wrong-next.js'), "import 'portcullis/next';");
  const wrong = await build({ absWorkingDir: project, entryPoints: ['wrong-next.js'], bundle: true, write: false, platform: 'browser', format: 'esm', logLevel: 'silent' });
  expect(wrong.outputFiles[0]!.text).toContain("import from 'portcullis' and 'portcullis/react'");
}, 60_000);

test('(4) the bin starts the emulator on 127.0.0.1 and it answers', async () => {
  const child = spawn(join(project, 'node_modules/.bin/portcullis-emulator'), ['--port', '0'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.once('exit', (code) => reject(new Error(`bin exited (${code}): ${out}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match !== null) resolve(match[1]!);
      });
    });
    const response = await fetch(`${url}/api/v1`);
    expect(response.status).toBe(200);
  } finally {
    child.kill('SIGINT');
  }
}, 30_000);

test('(5) require() fails with a message that says to use import', async () => {
  const attempt = run(process.execPath, ['-e', "require('portcullis/server')"], { cwd: project });
  await expect(attempt).rejects.toMatchObject({ stderr: expect.stringContaining('use import') });
});

test('publint and arethetypeswrong (node16 and bundler resolution) find no problem in the tarball', async () => {
  const tarball = join(project, readdirSync(project).find((f) => f.endsWith('.tgz'))!);
  const publint = await run(bin('publint'), [tarball], { cwd: root });
  expect(publint.stdout).toContain('All good!');
  await run(bin('attw'), [tarball, '--profile', 'node16'], { cwd: root });
}, 60_000);
