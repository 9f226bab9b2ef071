import type { Config } from 'jest';

/** ESM-only dependencies that ts-jest must transpile to CommonJS. */
const esmOnly = ['inversify', '@inversifyjs', 'ky', 'jose', '@simplewebauthn', 'otpauth'];

const base: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // The real-backend suites have their own config (jest.real.config.ts: npm run test:real / test:diff), and so do the
  // example apps built from the tarball (jest.examples.config.ts: npm run test:examples).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/real/', '<rootDir>/tests/diff/', '\\.example\\.test\\.ts$'],
};

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
  ],
  coverageProvider: 'v8',
  collectCoverageFrom: ['domain/**/*.ts', 'ports/**/*.ts', 'application/**/*.ts', 'adapters/**/*.ts', 'emulator/**/*.ts', '!**/index.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
};

export default config;
