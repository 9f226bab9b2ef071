/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import { esmOnly, transform } from './jest.config';

/**
 * The suites against the real Stack Auth backend (../shared/realbackend): `npm run test:real` (the library's
 * scenarios through its public API) and `npm run test:diff` (the same requests to the emulator and to the backend).
 * globalSetup starts the backend once, or makes every suite skip with one printed reason when it is not set up.
 * One worker: the backend (Next.js + Postgres) shares this machine's cores with the tests.
 */
const base: Config = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const config: Config = {
  projects: [
    { ...base, displayName: 'real', roots: ['<rootDir>/tests/real'], testMatch: ['**/*.test.ts'] },
    { ...base, displayName: 'diff', roots: ['<rootDir>/tests/diff'], testMatch: ['**/*.test.ts'] },
  ],
  globalSetup: '<rootDir>/tests/support/real-backend/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/real-backend/global-teardown.ts',
  maxWorkers: 1,
  // A global option (ignored inside projects): a sign-in on a cold route takes seconds, a token expiry 60 s.
  testTimeout: 120_000,
};

export default config;
