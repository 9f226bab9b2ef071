/**
 * Issue 21, item 5: the request layer sends strict JSON or nothing. JSON.stringify sent NaN/Infinity as null and a Date
 * as a string with `ok: true`, and threw a raw TypeError on a cycle or a BigInt — after the session may already have
 * refreshed. Now every such body is an InvalidArgumentError naming the place in the caller's terms, and nothing is
 * sent; a property test checks that anything accepted goes out exactly as JSON.parse gives it back.
 */
import fc from 'fast-check';
import { assertJsonBody, MAX_JSON_DEPTH } from '../../../../application/core/request/json-body-check';
import { InvalidArgumentError } from '../../../../domain/errors/invalid-argument-error';
import { FakeSessionSource } from '../../../fakes/fake-session-source';
import { json } from '../../../fakes/scripted-http';
import { makeLayer, settle } from './request-harness';

const session = new FakeSessionSource({ accessToken: 'the-access-token', refreshToken: 'the-refresh-token' });

function refusal(body: unknown): InvalidArgumentError {
  try {
    assertJsonBody(body);
  } catch (error) {
    if (InvalidArgumentError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('assertJsonBody', () => {
  const circular: Record<string, unknown> = { a: 1 };
  circular['self'] = circular;
  const cases: [string, unknown, string][] = [
    ['NaN', { client_metadata: { score: Number.NaN } }, 'clientMetadata.score'],
    ['Infinity', { limit: Number.POSITIVE_INFINITY }, 'limit'],
    ['a Date', { server_metadata: { at: new Date(0) } }, 'serverMetadata.at'],
    ['a Map', { client_read_only_metadata: new Map() }, 'clientReadOnlyMetadata'],
    ['a BigInt', { client_metadata: { n: 10n } }, 'clientMetadata.n'],
    ['a function', { client_metadata: { f: () => 1 } }, 'clientMetadata.f'],
    ['a Symbol', { display_name: Symbol('x') }, 'displayName'],
    ['a cycle', { client_metadata: circular }, 'clientMetadata.self'],
    ['undefined in an array', { client_metadata: { list: [1, undefined] } }, 'clientMetadata.list[1]'],
    ['a hole in an array', { client_metadata: { list: [1, , 3] } }, 'clientMetadata.list[1]'],
    ['a class instance', { client_metadata: new (class Point { x = 1; })() }, 'clientMetadata'],
  ];
  it.each(cases)('%s → InvalidArgumentError naming %s, never echoing the value', (_, body, argument) => {
    const error = refusal(body);
    expect(error.argument).toBe(argument);
    expect(error.message).toMatch(/Nothing was sent\.$/);
    expect(error.message).not.toMatch(/\[object|Thu Jan|10n/);
  });

  it('too deep a value is refused, a shared (non-circular) reference is fine', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH + 1; i++) deep = { d: deep };
    expect(refusal({ client_metadata: deep }).argument).toMatch(/^clientMetadata(\.d)+$/);
    const shared = { x: 1 };
    expect(() => assertJsonBody({ a: shared, b: [shared, shared] })).not.toThrow();
  });

  it('undefined properties (left-out optional fields) and null-prototype objects pass', () => {
    expect(() => assertJsonBody({ display_name: undefined, client_metadata: Object.assign(Object.create(null) as object, { a: [null, true, -0, 'x'] }) })).not.toThrow();
  });

  it('property: whatever JSON.parse can produce is accepted and survives the round trip', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(() => assertJsonBody(value)).not.toThrow();
    }), { numRuns: 300 });
  });

  it('property: anything else is an InvalidArgumentError, never a raw TypeError or RangeError', () => {
    const odd = fc.constantFrom<unknown>(Number.NaN, Number.NEGATIVE_INFINITY, 1n, Symbol('s'), () => 0, new Date(), new Map(), new Set(), /x/, new Uint8Array(1), [undefined]);
    // An odd value buried at a random path among ordinary JSON.
    const step = fc.oneof(fc.string({ maxLength: 5 }), fc.constant(0));
    const withOdd = fc.tuple(fc.array(step, { maxLength: 6 }), odd, fc.jsonValue({ maxDepth: 2 })).map(([path, leaf, sibling]) =>
      path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [sibling, inner] : { sibling, [key]: inner }), leaf));
    fc.assert(fc.property(withOdd, (value) => {
      expect(InvalidArgumentError.isInstance(refusal(value))).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('RequestLayer.send', () => {
  it('refuses a body that is not JSON before the session is asked for tokens or anything is sent', async () => {
    const { layer, clock, http } = makeLayer([json(200, {})]);
    const circular: Record<string, unknown> = {};
    circular['me'] = circular;
    let asked = 0;
    const counting = { getTokensForRequest: () => { asked++; return session.getTokensForRequest(); }, markAccessTokenExpired: () => undefined };
    for (const body of [{ client_metadata: circular }, { n: 1n }, { at: new Date(0) }, { x: Number.NaN }]) {
      const outcome = await settle(clock, layer.send({ method: 'PATCH', path: '/users/me', body, session: counting }));
      expect(!outcome.ok && InvalidArgumentError.isInstance(outcome.error)).toBe(true);
    }
    expect(asked).toBe(0);
    expect(http.seen).toHaveLength(0);
  });

  it('a JSON body is encoded once and sent as it is', async () => {
    const { layer, clock, http } = makeLayer([json(200, {})]);
    await settle(clock, layer.send({ method: 'PATCH', path: '/users/me', body: { client_metadata: { a: [1, 'b', null] }, skipped: undefined }, session }));
    expect(http.seen[0]!.body).toBe('{"client_metadata":{"a":[1,"b",null]}}');
  });
});
