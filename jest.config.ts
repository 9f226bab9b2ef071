import type { Config } from 'jest';

/** ESM-only dependencies that ts-jest must transpile to CommonJS. */
const esmOnly = ['inversify', '@inversifyjs', 'ky', 'jose', '@simplewebauthn', 'otpauth'];

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  coverageProvider: 'v8',
  collectCoverageFrom: ['domain/**/*.ts', 'ports/**/*.ts', 'application/**/*.ts', 'adapters/**/*.ts', 'emulator/**/*.ts', '!**/index.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
};

export default config;
