// Writes domain/version.ts from package.json's "version": the one source of truth (the client-version header uses it).
// Run by `npm run build`; `npm version` users run it too. tests/toolchain.test.ts fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const target = new URL('../domain/version.ts', import.meta.url);
const text = `/** The package version, written from package.json by scripts/sync-version.mjs (tests/toolchain.test.ts fails when stale). */\nexport const PACKAGE_VERSION = '${version}';\n`;
if (readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
