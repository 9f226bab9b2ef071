/**
 * Issue 21 without the real backend: the differential suite's cross-project tests (tests/diff/cross-project/) against
 * the emulator alone — every route × access type sent as a request valid in project X with project Y's keys must be
 * refused, and the same request with X's keys accepted. The differential file adds the real backend's statuses,
 * codes and wording; this one keeps the scoping proven in the ordinary test run.
 */
import { crossProjectTests } from '../diff/cross-project/generate';
import { CROSS_CONFIG } from '../diff/cross-project/world';
import { createProjects } from '../diff/support/project';
import { openEmulatorTarget, type Target } from '../diff/support/targets';
import { emulatorOnlySuite } from './support/emulator-only-suite';

describe('cross-project: another project\'s keys reach nothing of this one (issue 21, emulator alone)', () => {
  let target: Target | undefined;
  const diff = emulatorOnlySuite(() => {
    if (target === undefined) throw new Error('the emulator is not open (beforeAll failed?)');
    return target;
  });
  beforeAll(async () => { target = await openEmulatorTarget(); });
  afterAll(async () => { await target?.close(); });

  test('project X', async () => {
    await createProjects(diff, CROSS_CONFIG);
  });
  crossProjectTests(diff, { report: false });
});
