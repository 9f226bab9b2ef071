/**
 * Issue 30: anonymous users — getUser({ or: 'anonymous' }) on the client and server apps (POST /auth/anonymous/sign-up
 * when the session has no user, the session's own user, restricted or anonymous, otherwise), the refusal of
 * `includeRestricted: false` beside it, and server.listUsers' includeAnonymous / onlyAnonymous filters, against the
 * in-process emulator on a fake clock.
 */
import 'reflect-metadata';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { appHarness, PASSWORD, uniqueEmail } from './app-harness';
import { serverHarness, valueOf } from './server-harness';

const SIGN_UP = '/auth/anonymous/sign-up';

describe("client getUser({ or: 'anonymous' })", () => {
  test('signed out: signs the session up as a new anonymous user, once; plain getUser() still hides it', async () => {
    const h = appHarness();
    const anonymous = await h.app.getUser({ or: 'anonymous' });
    expect(h.requestsTo('POST', SIGN_UP)).toHaveLength(1);
    expect(anonymous).toMatchObject({ isAnonymous: true, primaryEmail: null });
    h.clock.advance(300);
    expect((await h.app.getUser({ or: 'anonymous' })).id).toBe(anonymous.id);
    expect(h.requestsTo('POST', SIGN_UP)).toHaveLength(1);
    h.clock.advance(300);
    expect(await h.app.getUser()).toBeNull();
    h.clock.advance(300);
    expect(await h.app.getUser({ includeRestricted: true })).toBeNull();
    expect(typeof (await h.app.tokens.getAccessToken())).toBe('string');
  });

  test('a signed-in user is returned as it is, with no sign-up', async () => {
    const h = appHarness();
    const signedUp = await h.app.signUpWithPassword({ email: uniqueEmail('anon'), password: PASSWORD, noRedirect: true });
    const user = await h.app.getUser({ or: 'anonymous' });
    expect(user.id).toBe(signedUp.ok && signedUp.value.userId);
    expect(user.isAnonymous).toBe(false);
    expect(h.requestsTo('POST', SIGN_UP)).toHaveLength(0);
  });

  test("{ or: 'anonymous', includeRestricted: false } is an InvalidArgumentError naming the conflict, before any request", async () => {
    const h = appHarness();
    const refused = h.app.getUser({ or: 'anonymous', includeRestricted: false });
    await expect(refused).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(refused).rejects.toThrow("Cannot use { or: 'anonymous' } with { includeRestricted: false }");
    expect(h.wire).toEqual([]);
  });
});

describe("server getUser({ or: 'anonymous' }) and the list filters", () => {
  test("a restricted session user is returned as it is; a server app without a session signs up anonymously", async () => {
    const h = serverHarness();
    const restricted = await h.aUser({ restrictedByAdmin: true });
    const scoped = h.serverWithTokens(valueOf(await restricted.createSession()));
    const same = await scoped.getUser({ or: 'anonymous' });
    expect(same).toMatchObject({ id: restricted.id, isRestricted: true, isAnonymous: false });
    expect(h.requestsTo('POST', SIGN_UP)).toHaveLength(0);

    const anonymous = await h.server.getUser({ or: 'anonymous' });
    expect(anonymous.isAnonymous).toBe(true);
    expect(h.requestsTo('POST', SIGN_UP)).toHaveLength(1);
    await expect(h.server.getUser({ or: 'anonymous', includeRestricted: false })).rejects.toThrow("Cannot use { or: 'anonymous' }");
  });

  test('listUsers: anonymous users with includeAnonymous; only them with onlyAnonymous (sent as only_anonymous)', async () => {
    const h = serverHarness();
    const regular = await h.aUser();
    h.clock.advance(1000); // signed up a second later: the signedUpAt order does not hang on a tie
    const anonymous = await h.server.getUser({ or: 'anonymous' });
    const ids = async (options: Parameters<typeof h.server.listUsers>[0]) => {
      h.nextRead();
      return (await h.server.listUsers(options)).items.map((u) => u.id);
    };
    expect(await ids({})).toEqual([regular.id]);
    expect(await ids({ includeAnonymous: true, orderBy: 'signedUpAt' })).toEqual([regular.id, anonymous.id]);
    expect(await ids({ includeAnonymous: true, onlyAnonymous: true })).toEqual([anonymous.id]);
    expect(h.lastTo('GET', '/users').query).toBe('?include_anonymous=true&only_anonymous=true');
    await expect(h.server.listUsers({ onlyAnonymous: 'yes' } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
