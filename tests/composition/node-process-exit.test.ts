/**
 * A Node program ends when its work does: after server-app calls over HTTP, nothing of ours holds the process open
 * (the cache drops unused entries on background timers). Before, a script waited out the 5 s cache timer after its
 * last line — billed time in a serverless function that waits for an empty event loop.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';

const run = promisify(execFile);
let emulator: RunningServer;
beforeAll(async () => {
  emulator = await startEmulatorServer({ port: 0 });
});
afterAll(() => emulator.close());

test('after creating, reading and listing users, no timer or handle of ours keeps the process alive', async () => {
  const { stdout } = await run(join(process.cwd(), 'node_modules/.bin/tsx'), [join(__dirname, 'programs/server-work.ts')], {
    env: {
      ...process.env, STACK_API_URL: emulator.url, STACK_PROJECT_ID: SEED.demo.projectId,
      STACK_PUBLISHABLE_CLIENT_KEY: SEED.demo.publishableClientKey, STACK_SECRET_SERVER_KEY: SEED.demo.secretServerKey,
    },
    timeout: 60_000,
  });
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { found: boolean; listed: number; holding: string[] };
  expect(report.found).toBe(true);
  expect(report.listed).toBeGreaterThan(0);
  // The pipes are this test's hold on the child's stdout and stderr; anything else would be the program's.
  expect(report.holding.filter((kind) => kind !== 'PipeWrap')).toEqual([]);
}, 90_000);
