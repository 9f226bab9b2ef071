/**
 * Issue 21, item 5 (the library's edge): hostile arguments to the server app's id-taking reads. Whatever is passed,
 * the outcome is an InvalidArgumentError with nothing sent, or the request for exactly that id — never the requester,
 * never the list route, never a raw TypeError. Property-tested with fast-check against the in-process emulator.
 */
import fc from 'fast-check';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { KnownError } from '../../../domain/errors/known-error';
import { serverHarness, valueOf } from './server-harness';
import { uniqueEmail } from './app-harness';

const h = serverHarness();
let requester: { accessToken: string; refreshToken: string };
beforeAll(async () => {
  const user = await h.aUser({ password: 'correct horse battery staple' });
  requester = valueOf(await user.createSession());
});

/** Values a caller could pass by mistake or on purpose: non-strings, look-alike objects, path tricks. */
const hostile = fc.oneof(
  fc.constantFrom<unknown>(undefined, null, 0, 123, Number.NaN, Number.POSITIVE_INFINITY, true, [], ['id'], new Date(0), { toString: () => 'x' }, '', '.', '..', '%2e%2E', '.%2e', Symbol('id'), 10n),
  fc.object(),
  fc.integer(),
  fc.double(),
);

const isOptionsObject = (value: unknown): boolean => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
  && Object.entries(value).every(([k, v]) => (k === 'or' && (v === undefined || ['return-null', 'throw', 'redirect'].includes(v as string))) || (k === 'includeRestricted' && (v === undefined || typeof v === 'boolean')));

const ids = fc.oneof(fc.string({ minLength: 1 }), fc.uuid(), fc.constantFrom('a/b', '../users', '%2F', '?x=1', '#frag', 'me/x', 'mE'));

describe('ServerApp.getUser on an app acting for a request', () => {
  const app = () => h.serverWithTokens(requester);

  it('any value but a string, nothing, or plain options → InvalidArgumentError naming the argument, and nothing sent', async () => {
    await fc.assert(fc.asyncProperty(hostile, async (value) => {
      if (typeof value === 'string' && !['', '.', '..', '%2e%2E', '.%2e'].includes(value)) return; // a real id: next test
      if (isOptionsObject(value)) return; // getUser({}) is the requester by design
      const sent = h.wire.length;
      const outcome = await app().getUser(value as string).then((user) => ({ user }), (error: unknown) => ({ error }));
      expect('error' in outcome).toBe(true);
      const error = (outcome as { error: unknown }).error;
      expect(InvalidArgumentError.isInstance(error)).toBe(true);
      expect((error as InvalidArgumentError).argument).toMatch(/^(userId|options)$/);
      expect((error as Error).message).toMatch(/Nothing was sent\.$/);
      expect(h.wire.length).toBe(sent);
    }), { numRuns: 200 });
  }, 60_000);

  it('a string id reads exactly that id (one segment, never the list, never the requester)', async () => {
    await fc.assert(fc.asyncProperty(ids, async (id) => {
      fc.pre(!/^(\.|%2e){1,2}$/i.test(id) && id !== 'me');
      const sent = h.wire.length;
      // No such user: null, or the service's typed refusal of an id that is not a UUID.
      const outcome = await app().getUser(id).then((user) => user, (error: unknown) => error);
      expect(outcome === null || outcome instanceof KnownError).toBe(true);
      expect(h.wire.length).toBe(sent + 1);
      const request = h.wire[sent]!;
      expect(request.method).toBe('GET');
      expect(request.path).toBe(`/users/${encodeURIComponent(id)}`);
      expect(request.path.split('/')).toHaveLength(3);
    }), { numRuns: 60 });
  }, 60_000);

  it("'me' is refused: on an app acting for a request, GET /users/me would be the requester, not a user named by an id", async () => {
    const sent = h.wire.length;
    await expect(app().getUser('me')).rejects.toThrow(expect.objectContaining({ name: 'InvalidArgumentError', argument: 'userId' }));
    expect(h.wire.length).toBe(sent);
  });

  it('no argument still means the requester', async () => {
    expect((await app().getUser())?.id).toBeDefined();
  });
});

describe('ServerApp.getTeam', () => {
  it("'' and path steps are refused before a request (GET /teams would list every team)", async () => {
    for (const id of ['', '.', '..', '%2e%2e', '.%2E']) {
      const sent = h.wire.length;
      await expect(h.server.getTeam(id)).rejects.toThrow(new InvalidArgumentError('teamId', id === '' ? 'must not be empty' : "must not be '.' or '..'"));
      expect(h.wire.length).toBe(sent);
    }
  });

  it('hostile non-strings are InvalidArgumentErrors, not TypeErrors', async () => {
    await fc.assert(fc.asyncProperty(hostile.filter((value) => typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))), async (value) => {
      const sent = h.wire.length;
      const error = await h.server.getTeam(value as string).then(() => null, (e: unknown) => e);
      expect(InvalidArgumentError.isInstance(error)).toBe(true);
      expect(h.wire.length).toBe(sent);
    }), { numRuns: 100 });
  }, 60_000);
});

it('a real user id still works', async () => {
  const user = await h.aUser({ primaryEmail: uniqueEmail('args') });
  expect((await h.server.getUser(user.id))?.id).toBe(user.id);
});
