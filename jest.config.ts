/**
 * ts-node loads the jest configs without type-checking them (~1.3 s less per jest start); `npm run typecheck` does.
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

/** ESM-only dependencies that the transform must turn into CommonJS. */
export const esmOnly = ['inversify', '@inversifyjs', 'ky', 'jose', '@simplewebauthn', 'otpauth'];

/**
 * esbuild, transpile only (tests/support/esbuild-transform.cjs): the type gate is `npm run typecheck` (tsc, tests/
 * included), so jest does not check types again. Legacy decorators as in the published bundle (esbuild too), which
 * carries no decorator metadata either.
 */
export const transform: Config['transform'] = {
  '^.+\\.(t|j|mj)sx?$': ['<rootDir>/tests/support/esbuild-transform.cjs', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
};

/** The suites that drive headless Chromium (Debian's chromium): their own project, `npm run test:browser`. */
const browserSuites = ['<rootDir>/tests/browser/**/*.test.ts', '<rootDir>/tests/e2e/demo.e2e.test.ts', '<rootDir>/tests/examples/quick-start.test.ts'];

const base: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // The real-backend suites have their own config (jest.real.config.ts: npm run test:real / test:diff), and so do the
  // example apps built from the tarball (jest.examples.config.ts: npm run test:examples).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/real/', '<rootDir>/tests/diff/', '\\.example\\.test\\.ts$',
    // In the 'browser' project below.
    '<rootDir>/tests/browser/', '<rootDir>/tests/e2e/demo\\.e2e\\.test\\.ts$', '<rootDir>/tests/examples/quick-start\\.test\\.ts$'],
};

/**
 * `jest` runs the three projects (so does `npm test`); `npm run test:unit` the first two (no browser),
 * `npm run test:browser` the third.
 */
const config: Config = {
  projects: [
    { ...base, displayName: 'default' },
    // The emulator suites once more, each request over real HTTP on 127.0.0.1
    // (tests/emulator/support/emulator-under-test.ts). Suites that already run their own server are not repeated.
    {
      ...base,
      displayName: 'emulator-over-http',
      testMatch: ['<rootDir>/tests/emulator/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', 'official-sdk', 'oauth-http', '/transport\\.test', 'state-file', 'dev-guard', 'body-limit', 'cross-project'],
      setupFiles: ['<rootDir>/tests/support/emulator-over-http.ts'],
    },
    { ...base, displayName: 'browser', testMatch: browserSuites, testPathIgnorePatterns: ['/node_modules/'] },
  ],
  coverageProvider: 'v8',
  collectCoverageFrom: ['domain/**/*.ts', 'ports/**/*.ts', 'application/**/*.ts', 'adapters/**/*.ts', 'emulator/**/*.ts', '!**/index.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
};

export default config;
