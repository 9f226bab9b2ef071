/**
 * Issue 21, item 5 (the library's edge), for every public method: hostile arguments (undefined, null, NaN, BigInt,
 * Symbols, look-alike objects, cycles, Dates, path steps, very long strings…) give a Portcullis typed error or a
 * request for exactly what was meant — never a raw TypeError or RangeError, never a call that hangs, and never a
 * request that touches another user. The method table is kept complete against the class prototypes, so a new
 * method cannot be forgotten. Property-tested with fast-check against the in-process emulator on a fake clock.
 */
import fc from 'fast-check';
import { createAdminApp, createClientApp } from '../../../composition/entry-memory';
import { portcullisErrorKind } from '../../../domain/errors/portcullis-error';
import { SEED } from '../../../emulator';
import { othersNow, sceneOf, SURFACES, type MethodArgs, type Surface } from './public-surface.table';
import { DEMO_OPTIONS, uniqueEmail } from './app-harness';
import { serverHarness, valueOf } from './server-harness';

const h = serverHarness();
const RUNS_PER_METHOD = 25;

const circular: Record<string, unknown> = { id: 'x' };
circular['self'] = circular;

/** Values a caller could pass by mistake or on purpose; each is also tried in every argument position of every method. */
const HOSTILE: readonly unknown[] = [
  undefined, null, 0, -1, 123, Number.NaN, Number.POSITIVE_INFINITY, 1.5, true, false, 10n, Symbol('s'), () => 'x',
  { toString: () => 'x' }, { valueOf: () => 1 }, circular, new Date(0), new Map([['a', 1]]), [], ['x'], [undefined],
  '', '.', '..', '%2E%2E', '.%2e', 'me', '/', '?a=1', 'x'.repeat(100_000), '\u0000', { id: '' }, { id: '..' }, { id: 5 },
  { id: null }, Object.create(null) as object, { clientMetadata: { a: Number.NaN } }, { displayName: 42 }, { email: 123 },
  { limit: Number.NaN }, { limit: -1 }, { or: 'nope' },
];
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.double(),
  fc.object({ maxDepth: 2 }),
  fc.anything({ maxDepth: 2, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }),
);

/** Moves the fake clock until `work` settles (the app cache throttles a key's refetch by 300 ms of app time). */
async function settle(work: () => unknown): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown } | { hung: true }> {
  let outcome: { ok: true; value: unknown } | { ok: false; error: unknown } | undefined;
  try {
    const value = work();
    if (!(value instanceof Promise)) return { ok: true, value };
    value.then((v: unknown) => { outcome = { ok: true, value: v }; }, (error: unknown) => { outcome = { ok: false, error }; });
  } catch (error) {
    return { ok: false, error };
  }
  // Small steps first (cache throttling), then seconds: a rate-limited call waits out a Retry-After or its deadline.
  for (let step = 0; step < 600 && outcome === undefined; step++) {
    await new Promise((resolve) => setImmediate(resolve));
    if (outcome === undefined) await h.clock.advanceAsync(step < 200 ? 50 : 1000);
  }
  return outcome ?? { hung: true };
}

/** The argument lists a hostile value is put into: a whole argument, or one field of an input object. */
function withHostile(args: MethodArgs, position: number, field: number, whole: boolean, value: unknown): unknown[] {
  const list = args.valid.slice();
  const at = position % list.length;
  const fields = args.fields?.[at] ?? [];
  const valid = list[at];
  if (whole || fields.length === 0 || typeof valid !== 'object' || valid === null) list[at] = value;
  else list[at] = withField(valid as Record<string, unknown>, fields[field % fields.length]!.split('.'), value);
  return list;
}

/** A copy of `input` with the field at `path` (e.g. config.domains) replaced. */
function withField(input: Record<string, unknown>, [key, ...rest]: string[], value: unknown): Record<string, unknown> {
  const inner = input[key!];
  return { ...input, [key!]: rest.length === 0 ? value : withField(typeof inner === 'object' && inner !== null ? inner as Record<string, unknown> : {}, rest, value) };
}

/** 'me' where the service reads it as the request's own user: a user segment of a path, or a user_id query value. */
const USER_ME = /^\/(users|contact-channels|connected-accounts)\/me(\/|$|\?)|^\/(team-memberships|team-permissions|team-member-profiles)\/[^/]+\/me(\/|$|\?)|[?&]user_id=me(&|$)/;

/** Every fixed hostile value as each whole argument and as each listed field of each input object. */
function examplesOf(args: MethodArgs): [number, number, boolean, unknown][] {
  return args.valid.flatMap((_, position) => [
    ...HOSTILE.map((value): [number, number, boolean, unknown] => [position, 0, true, value]),
    ...(args.fields?.[position] ?? []).flatMap((__, field) => HOSTILE.map((value): [number, number, boolean, unknown] => [position, field, false, value])),
  ]);
}

let count = 0;
let namedChecks = 0;
const runs: Record<string, number> = {};

describe.each(SURFACES.map((surface) => [surface.name, surface] as const))('%s', (_, surface: Surface) => {
  let context: Awaited<ReturnType<Surface['build']>>;
  beforeAll(async () => {
    context = await surface.build(world());
  }, 60_000);

  it('the method table lists every public method of the prototype chain', () => {
    // The whole chain: a ServerUser's methods sit in three classes (ServerUserObject → ServerUserTeams → ServerUserAccount).
    const methods = new Set<string>();
    for (let proto = Object.getPrototypeOf(context.target) as object | null; proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function') methods.add(name);
      }
    }
    expect(Object.keys(surface.methods).sort()).toEqual([...methods].sort());
  });

  const withArgs = Object.entries(surface.methods).filter((entry): entry is [string, MethodArgs] => entry[1] !== 'no arguments');
  if (withArgs.length > 0) it.each(withArgs)('%s: a typed error or the right request, never another user', async (method, args) => {
    // fast-check runs the examples first, within numRuns: the random runs come on top of them.
    const examples = examplesOf(args);
    await fc.assert(fc.asyncProperty(fc.nat(), fc.nat(), fc.boolean(), hostile, async (position, field, whole, value) => {
      const list = withHostile(args, position, field, whole, value);
      const sent = h.wire.length;
      const target = context.target as Record<string, (...a: unknown[]) => unknown>;
      const outcome = await settle(() => target[method]!(...list));
      count++;
      runs[`${surface.name}.${method}`] = (runs[`${surface.name}.${method}`] ?? 0) + 1;
      if ('hung' in outcome) throw new Error(`${method} never settled (${h.wire.slice(sent).map((r) => `${r.method} ${r.path}`).join(', ')})`);
      if ('ok' in outcome && !outcome.ok) {
        // A typed error of the library (a server refusal is one too), never a raw TypeError / RangeError.
        if (portcullisErrorKind(outcome.error) === undefined) throw outcome.error;
      }
      const requests = h.wire.slice(sent);
      if (whole && typeof value === 'string' && args.ids?.includes(position % list.length) === true && requests.length > 0) {
        // The right request: the id as given, one whole segment or query value — not a neighbour, not the collection.
        const named = requests.some((r) => r.path.split('/').map(decodeURIComponent).includes(value) || [...new URLSearchParams(r.query).values()].includes(value));
        expect(named).toBe(true);
        namedChecks++;
      }
      for (const request of requests) {
        const segments = request.path.split('/').slice(1).map(decodeURIComponent);
        expect(segments.filter((s) => s === '' || s === '.' || s === '..')).toEqual([]);
        const touched = `${request.path}${decodeURIComponent(request.query)}`;
        for (const other of context.others) expect(touched).not.toContain(other);
        if (context.noMe && surface.meantMe?.(method, list) !== true) expect(`${request.path}${request.query}`).not.toMatch(USER_ME);
      }
    }), { numRuns: examples.length + RUNS_PER_METHOD, examples });
  }, 120_000);
});

describe('afterwards', () => {
  it('the requester and the bystander are as they were: no hostile call acted on them', async () => {
    const { others, before } = await sceneOf(world());
    for (const id of others) expect(before).toContain(id); // the snapshot holds the records themselves
    h.clock.advance(1000); // past the cache's refetch throttle
    expect(await othersNow(world(), others)).toBe(before);
  });
});

afterAll(() => {
  // The run counts the report quotes.
  console.log(`hostile calls: ${count} over ${Object.keys(runs).length} methods (${HOSTILE.length} fixed values in every argument and listed field, then ${RUNS_PER_METHOD} random runs, per method); ${namedChecks} accepted id strings checked against the request`);
});

/** The users and apps every surface builds on: a requester (whose session a server app acts for), a target, a bystander. */
function world() {
  const admin = createAdminApp({ projectId: SEED.demo.projectId, superSecretAdminKey: SEED.demo.superSecretAdminKey }, h.deps);
  const sessionOf = async (user: { createSession: () => Promise<{ ok: boolean }> }) => valueOf(await user.createSession() as never) as { accessToken: string; refreshToken: string };
  const clientFor = async (user: Parameters<typeof sessionOf>[0]) => createClientApp({ ...DEMO_OPTIONS, tokenStore: await sessionOf(user) }, h.deps);
  return { h, admin, sessionOf, clientFor, uniqueEmail };
}

export type World = ReturnType<typeof world>;
