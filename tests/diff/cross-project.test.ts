/**
 * Issue 21: every route is scoped to the request's project (cross-project/generate.ts): each route × access type
 * is sent as a request valid in project X with project Y's keys, to the real backend and to the emulator; the replies
 * are compared as everywhere in this suite, and both must refuse.
 */
import { crossProjectTests } from './cross-project/generate';
import { CROSS_CONFIG } from './cross-project/world';
import { describeDiff } from './support/suite';

describeDiff('cross-project: another project\'s keys reach nothing of this one (issue 21)', CROSS_CONFIG, (diff) => {
  crossProjectTests(diff, { report: true });
});
