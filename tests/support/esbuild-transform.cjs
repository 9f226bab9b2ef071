// Jest transform: esbuild, transpile only (the type gate is `npm run typecheck`). TypeScript, TSX and the ESM-only
// dependencies that transformIgnorePatterns lets through become CommonJS, as the published bundle is built
// (scripts/build.mjs, esbuild too): legacy decorators yes (tests may use them), decorator metadata no (esbuild emits
// none; application/ has no decorators, composition/ calls every constructor itself).
// Options ({ tsconfig }): the tsconfig whose compilerOptions (after `extends`) esbuild honours: strict ("use strict"),
// experimentalDecorators, useDefineForClassFields / target, jsx.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { dirname, extname, resolve } = require('node:path');
const esbuild = require('esbuild');

const SELF = readFileSync(__filename, 'utf8');
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };

/** compilerOptions of a tsconfig with its `extends` chain merged (relative paths only; the files are plain JSON). */
function compilerOptionsOf(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const inherited = typeof json.extends === 'string' ? compilerOptionsOf(resolve(dirname(file), json.extends)) : {};
  return { ...inherited, ...json.compilerOptions };
}

const perConfig = new Map();
function esbuildOptions(rootDir, transformerConfig) {
  const tsconfig = resolve(rootDir, String(transformerConfig?.tsconfig ?? 'tsconfig.json').replace('<rootDir>', rootDir));
  let entry = perConfig.get(tsconfig);
  if (entry === undefined) {
    const compilerOptions = compilerOptionsOf(tsconfig);
    entry = {
      options: {
        format: 'cjs', platform: 'node', target: String(compilerOptions.target ?? 'es2022').toLowerCase(),
        sourcemap: 'both', tsconfigRaw: { compilerOptions },
        // import() becomes a require() as tsc's CommonJS output has it: jest runs CommonJS (no --experimental-vm-modules).
        supported: { 'dynamic-import': false },
      },
      key: JSON.stringify(compilerOptions),
    };
    perConfig.set(tsconfig, entry);
  }
  return entry;
}

module.exports = {
  canInstrument: false,
  getCacheKey(sourceText, sourcePath, options) {
    const { key } = esbuildOptions(options.config.rootDir, options.transformerConfig);
    return createHash('sha256')
      .update(esbuild.version).update('\0').update(SELF).update('\0').update(key).update('\0')
      .update(options.configString).update('\0').update(sourcePath).update('\0').update(sourceText)
      .digest('hex');
  },
  process(sourceText, sourcePath, options) {
    const loader = LOADERS[extname(sourcePath)];
    if (loader === undefined) return { code: sourceText };
    const { options: base } = esbuildOptions(options.config.rootDir, options.transformerConfig);
    const { code, map } = esbuild.transformSync(sourceText, { ...base, loader, sourcefile: sourcePath });
    return { code, map };
  },
};
