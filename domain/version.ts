/** The package version, written from package.json by scripts/sync-version.mjs (tests/toolchain.test.ts fails when stale). */
export const PACKAGE_VERSION = '0.1.0';
