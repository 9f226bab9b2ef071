/**
 * describeDiff: one scenario file of the differential suite. It opens both targets, creates a fresh project on each
 * by the same HTTP steps (that step is compared too), and hands the scenario a DiffSuite whose `send` makes one
 * request on both, compares the replies and records every difference. A test fails when it recorded a difference
 * that tests/diff/departures.ts does not explain. After the file, every DIFF line and a total line are printed, and
 * the route × access pairs sent are written to test-results/diff/<file>.json for the coverage check.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describeReal } from '../../support/real-backend';
import { DEPARTURES } from '../departures';
import { badValue, kindLabel, withBadField, withUnknownField, type BadKind, type FieldPath } from './bad-inputs';
import { compareJson, compareReplies, show, type Difference } from './compare';
import { createProjects, type ProjectOptions } from './project';
import { valueAt, type Reply } from './reply';
import { concretePath, openTargets, type Access, type MailView, type Target, type WireRequest } from './targets';

export type Build = (t: Target) => WireRequest | Promise<WireRequest>;

export interface SendOptions {
  /** After the replies: vars[name] = the string at that JSON path of each target's reply (where it has one). */
  save?: Record<string, string>;
  /** The real backend's status this step is written for: another one is a mistake in the scenario (it throws). */
  status?: number;
  /**
   * Arrays of the body the service returns in no stated order (a query without ORDER BY), each with the field to
   * sort both replies' items by before comparing: `{ items: 'recipient_email' }`. Everything else is still compared.
   */
  unorderedBy?: Record<string, string>;
}

/** Sorts, in place, the array at `path` of a JSON body by the string value of each item's `key`. */
function sortArrayAt(json: unknown, path: string, key: string): void {
  const array = valueAt(json, path);
  if (!Array.isArray(array)) return;
  const keyOf = (item: unknown): string => String((item as Record<string, unknown> | null)?.[key] ?? '');
  array.sort((x, y) => (keyOf(x) < keyOf(y) ? -1 : keyOf(x) > keyOf(y) ? 1 : 0));
}

export interface Pair {
  real: Reply;
  emulator: Reply;
  differences: Difference[];
  /** Runs `fn` for each target with its own reply (to save values the `save` option cannot express). */
  each(fn: (t: Target, reply: Reply) => void): void;
}

export interface Recorded extends Difference {
  route: string;
  access: Access;
  test: string;
  /** The departure's reason, or null when nothing explains it. */
  explained: string | null;
}

export interface DiffSuite {
  readonly real: Target;
  readonly emulator: Target;
  readonly targets: readonly Target[];
  /** Sends `route` (`'POST /auth/password/sign-up'`) with `access` to both targets, each built by `build(t)`. */
  send(route: string, access: Access, build?: Build, options?: SendOptions): Promise<Pair>;
  /** One request per field × bad kind (and one with an unknown field), each compared. */
  badInputs(route: string, access: Access, build: Build, fields: Partial<Record<FieldPath, BadKind[]>>, options?: { unknown?: 'body' | 'query' | false }): Promise<void>;
  /** The next mail to `address` on both targets; subject and link are compared (sign-in codes normalised). */
  mail(address: string, options?: { match?: (mail: MailView) => boolean }): Promise<{ real: MailView; emulator: MailView }>;
  /** Compares two values the scenario derived itself (normalised like replies) under `where`. */
  compare(where: string, real: unknown, emulator: unknown): void;
  /** A unique address for this run, the same on both targets (`ann` → `ann-x7k2q9@example.com`). */
  email(label: string): string;
}

const RESULTS_DIR = resolve(__dirname, '../../../test-results/diff');
const ROUTE = /^(GET|POST|PUT|PATCH|DELETE) \/\S*$/;

function explain(route: string, access: Access, where: string, test: string): string | null {
  for (const d of DEPARTURES) {
    const routeOk = typeof d.route === 'string' ? d.route === route : d.route.test(route);
    const testOk = d.test === undefined || d.test.test(test);
    if (routeOk && testOk && (d.access === '*' || d.access === access) && d.where.test(where)) return d.reason;
  }
  return null;
}

export const diffLine = (r: Recorded): string =>
  `DIFF ${r.route} ${r.access} ${r.where} expected ${r.expected} got ${r.got}${r.explained === null ? '' : `  # explained: ${r.explained}`}`;

class Recorder {
  readonly records: Recorded[] = [];
  readonly pairs = new Set<string>();
  requests = 0;
  last: { route: string; access: Access } = { route: 'setup', access: 'none' };

  add(route: string, access: Access, differences: readonly Difference[]): void {
    const test = expect.getState().currentTestName ?? '(outside a test)';
    for (const d of differences) this.records.push({ ...d, route, access, test, explained: explain(route, access, d.where, test) });
  }
}

function makeSuite(targets: () => { real: Target; emulator: Target }, rec: Recorder, runTag: string): DiffSuite {
  const both = (): Target[] => { const t = targets(); return [t.real, t.emulator]; };
  const suite: DiffSuite = {
    get real() { return targets().real; },
    get emulator() { return targets().emulator; },
    get targets() { return both(); },
    async send(route, access, build = () => ({}), options = {}) {
      if (!ROUTE.test(route)) throw new Error(`route must look like 'POST /auth/password/sign-up', not '${route}'`);
      const [method, template] = route.split(' ') as [string, string];
      const { real, emulator } = targets();
      const at = ++rec.requests;
      rec.pairs.add(`${route} ${access}`);
      rec.last = { route, access };
      const [a, b] = await Promise.all([real, emulator].map(async (t) => {
        const spec = await build(t);
        return t.request(method, concretePath(template, spec), access, spec);
      })) as [Reply, Reply];
      for (const [path, key] of Object.entries(options.unorderedBy ?? {})) for (const reply of [a, b]) sortArrayAt(reply.json, path, key);
      const differences = compareReplies(a, b, { real: real.labels, emulator: emulator.labels }, at);
      rec.add(route, access, differences);
      const pair: Pair = {
        real: a, emulator: b, differences,
        each(fn) { fn(real, a); fn(emulator, b); },
      };
      for (const [name, path] of Object.entries(options.save ?? {})) {
        pair.each((t, reply) => { const v = reply.at(path); if (typeof v === 'string') t.vars[name] = v; });
      }
      if (options.status !== undefined && a.status !== options.status) {
        throw new Error(`scenario step ${route} (${access}) expects ${options.status} from the real backend, which answered ${a.status}: ${a.text.slice(0, 500)}`);
      }
      return pair;
    },
    async badInputs(route, access, build, fields, options = {}) {
      for (const [path, kinds] of Object.entries(fields) as Array<[FieldPath, BadKind[]]>) {
        for (const kind of kinds) await suite.send(route, access, async (t) => withBadField(await build(t), path, kind));
      }
      const unknown = options.unknown ?? 'body';
      if (unknown !== false) await suite.send(route, access, async (t) => withUnknownField(await build(t), unknown));
    },
    async mail(address, options = {}) {
      const { real, emulator } = targets();
      const [a, b] = await Promise.all([real.nextMail(address, options), emulator.nextMail(address, options)]);
      const view = (t: Target, m: MailView) => ({
        subject: t.labels.text(m.otp === null ? m.subject : m.subject.split(m.otp).join('<otp>'), `${rec.requests}:mail`),
        link: m.link === null ? null : t.labels.text(m.link, `${rec.requests}:mail`),
      });
      const differences: Difference[] = [];
      compareJson(view(real, a), view(emulator, b), 'mail', differences);
      rec.add(rec.last.route, rec.last.access, differences);
      return { real: a, emulator: b };
    },
    compare(where, real, emulator) {
      const { real: r, emulator: e } = targets();
      const differences: Difference[] = [];
      compareJson(r.labels.json(real, `${rec.requests}:${where}`), e.labels.json(emulator, `${rec.requests}:${where}`), where, differences);
      rec.add(rec.last.route, rec.last.access, differences);
    },
    email: (label) => `${label}-${runTag}@example.com`,
  };
  return suite;
}

export type DiffFileOptions = ProjectOptions;

/**
 * A scenario file: `describeDiff('password sign-in', {}, (diff) => { test('…', async () => { await diff.send(…); }); })`.
 * Skipped with the reason when the real backend is not set up.
 */
export function describeDiff(name: string, options: DiffFileOptions, body: (diff: DiffSuite) => void): void {
  describeReal(`diff: ${name}`, () => {
    let opened: { real: Target; emulator: Target } | undefined;
    const rec = new Recorder();
    const runTag = Math.random().toString(36).slice(2, 8);
    const targets = () => {
      if (opened === undefined) throw new Error('the diff targets are not open (beforeAll failed?)');
      return opened;
    };
    const diff = makeSuite(targets, rec, runTag);

    let testPath = name;
    // The real backend compiles a route on its first call (seconds) and shares two cores with the tests.
    jest.setTimeout(180_000);
    beforeAll(async () => {
      testPath = expect.getState().testPath ?? name;
      opened = await openTargets();
    });
    afterEach(() => {
      const test = expect.getState().currentTestName;
      const unexplained = rec.records.filter((r) => r.test === test && r.explained === null);
      if (unexplained.length > 0) {
        throw new Error(`${unexplained.length} unexplained difference(s) between the real backend and the emulator:\n${unexplained.map(diffLine).join('\n')}`);
      }
    });
    afterAll(async () => {
      await opened?.emulator.close();
      report(testPath, rec);
    });

    test('creates the project the same way on both targets', async () => {
      await createProjects(diff, options);
    });
    body(diff);
  });
}

function report(testPath: string, rec: Recorder): void {
  const file = basename(testPath).replace(/\.test\.ts$/, '');
  const explained = rec.records.filter((r) => r.explained !== null).length;
  const lines = rec.records.map(diffLine);
  const total = `diff: ${rec.records.length} differences, ${explained} explained, ${rec.requests} requests, ${rec.pairs.size} route×access pairs (${file})`;
  process.stdout.write(`\n${[...lines, total].join('\n')}\n`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${file}.json`), JSON.stringify({
    file, requests: rec.requests, differences: rec.records.length, explained, pairs: [...rec.pairs].sort(), records: rec.records,
  }, null, 2));
}

export { badValue, kindLabel, show };
