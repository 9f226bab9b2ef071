/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * `npm run test:examples`: the example apps built from the packed tarball and walked in Chromium
 * (tests/examples/*.example.test.ts; harness in tests/examples/support/). Slow (install + build), so not in the main
 * `jest` run; one file at a time, since each builds an app and drives a browser on a 2-core machine.
 */
const defaultProject = (base.projects as Config[])[0]!;

const config: Config = {
  ...defaultProject,
  displayName: 'examples',
  testMatch: ['<rootDir>/tests/examples/**/*.example.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/tests/examples/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/examples/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60_000,
};

export default config;
