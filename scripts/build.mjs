// `npm run build`: writes dist/ — ESM JavaScript (esbuild), declarations (tsc) and source maps.
// Why esbuild + tsc: esbuild bundles each entry from our extensionless TypeScript imports (which Node ESM could not load
// as tsc emits them), keeps the lazy user-features chunk a real dynamic import for users' bundlers (code splitting),
// and inlines the emulator's server-only libraries so a browser install never needs them; tsc writes the .d.ts files
// (esbuild does not), and a small pass adds the `.js` / `/index.js` that node16 resolution needs to their imports.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
execFileSync(process.execPath, [join(root, 'scripts/sync-version.mjs')], { stdio: 'inherit' });
rmSync(dist, { recursive: true, force: true });

const common = { absWorkingDir: root, bundle: true, format: 'esm', target: 'es2022', sourcemap: 'linked', logLevel: 'warning', legalComments: 'none' };

const nodeRequire = { js: "import { createRequire as __portcullisCreateRequire } from 'node:module'; const require = __portcullisCreateRequire(import.meta.url);" };
// The library: our code bundled per entry, every package left to the user's install (except in the server entry, below).
await build({ ...common, entryPoints: { index: 'composition/entry-browser.ts' }, outdir: 'dist/browser', platform: 'browser', splitting: true, packages: 'external', chunkNames: 'chunks/[name]-[hash]' });
// The server entry carries its dependencies inside (inversify, reflect-metadata, ky, zod): Node loads one file and a
// chunk instead of ~300 small modules, which cuts its cold import from ~0.3 s to ~0.13 s (bench: Node cold import).
// Whitespace and syntax minified (names kept, so stack traces and error/class names read as in the source; the
// source map is still linked): V8 parses every byte of a module at import, and this halves them (~8 ms of its import).
// ky is a chunk of its own, imported on the first request (adapters/http/fetch-http.adapter.ts).
await build({
  ...common, entryPoints: { index: 'composition/entry-node.ts' }, outdir: 'dist/server', platform: 'node', splitting: true, chunkNames: 'chunks/[name]-[hash]', banner: nodeRequire,
  minifyWhitespace: true, minifySyntax: true,
});
// The React adapter: its imports of the application barrel resolve to the 'portcullis' entry itself, so a React app has
// one copy of the client (and of its classes) however many entries it imports.
const applicationToPackage = {
  name: 'application-to-package',
  setup(b) {
    b.onResolve({ filter: /(^|\/)application(\/index)?$/ }, (args) => (args.importer.includes('/react-adapter/') ? { path: 'portcullis', external: true } : undefined));
  },
};
// Split: each screen's dynamic import() stays a chunk of its own, so an app's bundler fetches it on first use.
await build({
  ...common, entryPoints: { index: 'react-adapter/index.ts' }, outdir: 'dist/react', platform: 'browser', packages: 'external', jsx: 'automatic',
  splitting: true, chunkNames: 'chunks/[name]-[hash]', plugins: [applicationToPackage],
});
// The Next.js entries: server helpers (next/headers, proxy) in index.js over 'portcullis/server' (portcullis/next),
// and the handler page in a file of its own opening with 'use client' (the directive is per file, and esbuild drops it
// from a bundle's source), over 'portcullis/react' (portcullis/next/handler). Neither imports the other: a Route
// Handler importing portcullis/next must not reach a client module (Turbopack fails on React's client contexts there),
// and Next bundles the page for the browser with the client and never the server code.
const nextToPackages = {
  name: 'next-to-packages',
  setup(b) {
    b.onResolve({ filter: /\/composition\/entry-node$/ }, () => ({ path: 'portcullis/server', external: true }));
    b.onResolve({ filter: /\/react-adapter\/index$/ }, () => ({ path: 'portcullis/react', external: true }));
    // Next's API modules by their bare names, as apps import them: Next's bundlers pick each one's variant per layer
    // by that name (next/navigation → navigation.react-server in server code). Turbopack does not for the fully
    // specified 'next/navigation.js' (the source keeps it for Node and the published types), so a Route Handler got
    // the client navigation module, whose app-router context does not exist in route bundles, and failed to build.
    b.onResolve({ filter: /^next\/(navigation|headers|server)\.js$/ }, (args) => ({ path: args.path.slice(0, -'.js'.length), external: true }));
  },
};
await build({ ...common, entryPoints: { index: 'next-adapter/index.ts' }, outdir: 'dist/next', platform: 'node', packages: 'external', plugins: [nextToPackages] });
await build({
  ...common, entryPoints: { 'handler-page': 'next-adapter/handler-page.tsx' }, outdir: 'dist/next', platform: 'browser', packages: 'external',
  jsx: 'automatic', plugins: [nextToPackages], banner: { js: "'use client';" },
});
// The emulator: one file with its server-only libraries inlined (bcryptjs, @simplewebauthn/server, jose, otpauth,
// zod): they stay devDependencies, so installing the package for a browser app never fetches them.
// Library and CLI share one chunk; minified without source maps (a tool, not code users step through).
await build({
  ...common, entryPoints: { index: 'emulator/index.ts', cli: 'emulator/cli.ts' }, outdir: 'dist/emulator', platform: 'node',
  splitting: true, chunkNames: 'chunks/[name]-[hash]', minify: true, sourcemap: false, banner: nodeRequire,
});
// The bin: a shebang in front of the CLI entry.
const cli = join(dist, 'emulator/cli.js');
writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`, { mode: 0o755 });

// Node-only entries refuse to load in a browser build, saying which entry to use instead.
const refusal = (entry) => `throw new Error(${JSON.stringify(`portcullis/${entry} runs on a server only (it holds secret-key and Node code). In a browser, import from 'portcullis' (createClientApp).`)});\n`;
writeFileSync(join(dist, 'server/browser.js'), refusal('server'));
writeFileSync(join(dist, 'emulator/browser.js'), refusal('emulator'));
writeFileSync(join(dist, 'next/browser.js'), `throw new Error(${JSON.stringify("portcullis/next runs on the server only (Server Components, Route Handlers, Server Actions, proxy.ts). In a client component, import from 'portcullis' and 'portcullis/react'.")});\n`);
// ESM only: require() gets a clear error instead of a half-loaded module or Node's generic message.
writeFileSync(join(dist, 'require.cjs'), `throw new Error(${JSON.stringify("portcullis is an ES module package: use import (import { createServerApp } from 'portcullis/server'), or await import('portcullis/server') from CommonJS, instead of require().")});\n`);
writeFileSync(join(dist, 'require.d.cts'), '// portcullis is an ES module package: require() throws; use import.\nexport {};\n');

// Declarations.
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
const types = join(dist, 'types');
for (const file of walk(types)) {
  const text = readFileSync(file, 'utf8');
  // `from './x'`, `import('./x')` and a side-effect `import './x'` all need the extension under node16 resolution.
  const fixed = text.replace(/(from\s+|import\(|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (match, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`);
  if (fixed !== text) writeFileSync(file, fixed);
}
for (const [entry, target] of [['browser', 'composition/entry-browser'], ['server', 'composition/entry-node'], ['emulator', 'emulator/index'], ['react', 'react-adapter/index'], ['next', 'next-adapter/index']]) {
  mkdirSync(join(dist, entry), { recursive: true });
  writeFileSync(join(dist, entry, 'index.d.ts'), `export * from '../types/${target}.js';\n`);
}
writeFileSync(join(dist, 'next/handler.d.ts'), "export * from '../types/next-adapter/handler.js';\n");
console.log(`dist/ written: ${walk(dist).length} files`);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** `./x` → `./x.js` when x.d.ts exists, `./x/index.js` when it is a folder. */
function withExtension(file, spec) {
  if (/\.(js|mjs|cjs|json)$/.test(spec)) return spec;
  const base = resolve(dirname(file), spec);
  if (existsSync(`${base}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`unresolved declaration import ${spec} in ${file}`);
}
