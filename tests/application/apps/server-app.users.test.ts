/**
 * ServerApp users against the in-process emulator (one per file): list with paging and filters, create, get by id
 * and as the session's user, ServerUser update/delete, sessions handed to a client app, provider access tokens —
 * the results and what went over the wire (server access type and key, snake_case bodies, encoded paths and queries).
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { SEED } from '../../../emulator';
import { uniqueEmail } from './app-harness';
import { errorOf, expectServerAccess, rejectionOf, serverHarness, valueOf } from './server-harness';

const h = serverHarness();
const UNKNOWN_ID = '0b6f5c3e-9d0a-4f1e-8a2b-3c4d5e6f7a8b';
const ONE_YEAR_MS = 31_536_000_000;

describe('createUser', () => {
  test('POST /users with the server-create fields in snake_case; the ServerUser carries server fields and methods', async () => {
    const email = uniqueEmail('create');
    const result = await h.server.createUser({
      primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: 'a long enough password',
      displayName: 'Ann', clientMetadata: { theme: 'dark' }, serverMetadata: { plan: 'pro' }, clientReadOnlyMetadata: { tier: 2 },
    });
    const user = valueOf(result);
    expect(user).toMatchObject({
      primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, displayName: 'Ann', hasPassword: true,
      clientMetadata: { theme: 'dark' }, serverMetadata: { plan: 'pro' }, clientReadOnlyMetadata: { tier: 2 }, signedUpAt: h.clock.now(),
    });
    expect(typeof user.lastActiveAt).toBe('number');
    expect(typeof user.update).toBe('function');
    const sent = h.lastTo('POST', '/users');
    expectServerAccess(sent);
    expect(sent.body).toEqual({
      primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: 'a long enough password',
      display_name: 'Ann', client_metadata: { theme: 'dark' }, server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 },
    });
  });

  test('an email already used for auth comes back as USER_EMAIL_ALREADY_EXISTS', async () => {
    const existing = await h.aUser();
    const result = await h.server.createUser({ primaryEmail: existing.primaryEmail!, primaryEmailAuthEnabled: true });
    expect(KnownErrors.UserEmailAlreadyExists.isInstance(errorOf(result))).toBe(true);
  });
});

describe('getUser(id)', () => {
  test('GET /users/{id}: the server shape', async () => {
    const created = await h.aUser({ serverMetadata: { n: 1 } });
    const user = await h.server.getUser(created.id);
    expect(user).toMatchObject({ id: created.id, primaryEmail: created.primaryEmail, serverMetadata: { n: 1 }, lastActiveAt: expect.any(Number) });
    const sent = h.last();
    expect([sent.method, sent.path]).toEqual(['GET', `/users/${created.id}`]);
    expectServerAccess(sent);
  });

  test('USER_NOT_FOUND is null', async () => {
    expect(await h.server.getUser(UNKNOWN_ID)).toBeNull();
    expect(h.last().path).toBe(`/users/${UNKNOWN_ID}`);
  });

  test('the id is one URL-encoded path segment', async () => {
    await expect(h.server.getUser('a/b?c')).rejects.toThrow();
    expect(h.last().path).toBe('/users/a%2Fb%3Fc');
  });
});

describe('listUsers', () => {
  const marker = 'pager-' + Math.floor(h.clock.now() / 1000);
  const pagerIds: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      h.clock.advance(1000); // distinct sign-up times: the order is by signed_up_at
      pagerIds.push((await h.aUser({ displayName: `${marker} ${i}` })).id);
    }
  });

  test('pages with limit and the cursor: 2 + 2 + 1, next cursor null on the last page; every query parameter in snake_case', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    const queries: string[] = [];
    for (let page = 0; page < 5; page++) {
      const result = await h.server.listUsers({ limit: 2, orderBy: 'signedUpAt', query: marker, ...(cursor === undefined ? {} : { cursor }) });
      queries.push(h.last().query);
      seen.push(...result.items.map((u) => u.id));
      expect(result.items.every((u) => typeof u.delete === 'function')).toBe(true);
      if (result.nextCursor === null) break;
      cursor = result.nextCursor;
    }
    expect(seen).toEqual(pagerIds);
    expect(queries).toEqual([
      `?limit=2&order_by=signed_up_at&query=${marker}`,
      `?cursor=${pagerIds[2]}&limit=2&order_by=signed_up_at&query=${marker}`,
      `?cursor=${pagerIds[4]}&limit=2&order_by=signed_up_at&query=${marker}`,
    ]);
    expectServerAccess(h.last());
  });

  test('desc=true reverses the order', async () => {
    const result = await h.server.listUsers({ desc: true, orderBy: 'signedUpAt', query: marker });
    expect(result.items.map((u) => u.id)).toEqual([...pagerIds].reverse());
    expect(result.nextCursor).toBeNull();
    expect(h.last().query).toBe(`?desc=true&order_by=signed_up_at&query=${marker}`);
  });

  test('a query with spaces is encoded; teamId and the include flags go as team_id, include_restricted, include_anonymous', async () => {
    const team = valueOf(await h.server.createTeam({ displayName: 'listed' }));
    valueOf(await team.addUser(pagerIds[1]!));
    const result = await h.server.listUsers({ teamId: team.id, includeRestricted: true, includeAnonymous: false, query: `${marker} 1` });
    expect(result.items.map((u) => u.id)).toEqual([pagerIds[1]]);
    expect(h.last().query).toBe(`?query=${marker}%201&team_id=${team.id}&include_restricted=true&include_anonymous=false`);
  });

  test('anonymous users only with includeAnonymous', async () => {
    const anon = await h.aUser({ isAnonymous: true, primaryEmail: null, primaryEmailAuthEnabled: false, primaryEmailVerified: false, displayName: `${marker} anon` });
    expect((await h.server.listUsers({ query: marker })).items.map((u) => u.id)).not.toContain(anon.id);
    expect((await h.server.listUsers({ query: marker, includeAnonymous: true })).items.map((u) => u.id)).toContain(anon.id);
  });
});

describe('ServerUser.update', () => {
  test('PATCH /users/{id} with server-update fields in snake_case; resolves with the updated ServerUser', async () => {
    const user = await h.aUser();
    const updated = valueOf(await user.update({ displayName: 'Renamed', serverMetadata: { plan: 'team' }, restrictedByAdmin: true, restrictedByAdminReason: 'spam' }));
    expect(updated).toMatchObject({ id: user.id, displayName: 'Renamed', serverMetadata: { plan: 'team' }, restrictedByAdmin: true, isRestricted: true });
    const sent = h.lastTo('PATCH', `/users/${user.id}`);
    expectServerAccess(sent);
    expect(sent.body).toEqual({ display_name: 'Renamed', server_metadata: { plan: 'team' }, restricted_by_admin: true, restricted_by_admin_reason: 'spam' });
  });

  test('USER_EMAIL_ALREADY_EXISTS for another user\'s auth email', async () => {
    const [ann, bob] = [await h.aUser(), await h.aUser()];
    const result = await bob.update({ primaryEmail: ann.primaryEmail!, primaryEmailAuthEnabled: true });
    expect(KnownErrors.UserEmailAlreadyExists.isInstance(errorOf(result))).toBe(true);
  });

  test('TEAM_MEMBERSHIP_NOT_FOUND for a selected team the user is not in', async () => {
    const user = await h.aUser();
    const team = valueOf(await h.server.createTeam({ displayName: 'elsewhere' }));
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await user.update({ selectedTeamId: team.id })))).toBe(true);
  });

  test('USER_NOT_FOUND once the user is deleted', async () => {
    const user = await h.aUser();
    valueOf(await user.delete());
    expect(KnownErrors.UserNotFound.isInstance(errorOf(await user.update({ displayName: 'x' })))).toBe(true);
  });
});

describe('ServerUser.delete', () => {
  test('DELETE /users/{id}; the user is gone; a second delete is USER_NOT_FOUND', async () => {
    const user = await h.aUser();
    expect(await user.delete()).toEqual({ ok: true, value: undefined });
    const sent = h.lastTo('DELETE', `/users/${user.id}`);
    expectServerAccess(sent);
    expect(await h.server.getUser(user.id)).toBeNull();
    expect(KnownErrors.UserNotFound.isInstance(errorOf(await user.delete()))).toBe(true);
  });
});

describe('ServerUser.createSession', () => {
  test('POST /auth/sessions {user_id, expires_in_millis: one year}; a client app with those tokens reads /users/me as that user', async () => {
    const user = await h.aUser();
    const session = valueOf(await user.createSession());
    expect(session).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const sent = h.lastTo('POST', '/auth/sessions');
    expectServerAccess(sent);
    expect(sent.body).toEqual({ user_id: user.id, expires_in_millis: ONE_YEAR_MS });

    const client = h.clientWithTokens(session);
    const me = await client.getUser();
    expect(me?.id).toBe(user.id);
    const read = h.lastTo('GET', '/users/me');
    expect(read.headers['x-stack-access-type']).toBe('client');
    expect(read.headers['x-stack-access-token']).toBe(session.accessToken);
    expect(read.headers['x-stack-secret-server-key']).toBeUndefined();
  });

  test('an explicit expiresInMillis is sent as is', async () => {
    const user = await h.aUser();
    valueOf(await user.createSession({ expiresInMillis: 60_000 }));
    expect(h.lastTo('POST', '/auth/sessions').body).toEqual({ user_id: user.id, expires_in_millis: 60_000 });
  });

  test('USER_ID_DOES_NOT_EXIST for a deleted user', async () => {
    const user = await h.aUser();
    valueOf(await user.delete());
    expect(KnownErrors.UserIdDoesNotExist.isInstance(errorOf(await user.createSession()))).toBe(true);
  });
});

describe('getUser() — the session\'s user, as a ServerUser', () => {
  test('GET /users/me with server access and the session\'s access token', async () => {
    const user = await h.aUser({ serverMetadata: { secret: true } });
    const session = valueOf(await user.createSession());
    const scoped = h.serverWithTokens(session);
    const me = await scoped.getUser({ or: 'throw' });
    expect(me).toMatchObject({ id: user.id, serverMetadata: { secret: true } });
    const read = h.lastTo('GET', '/users/me');
    expectServerAccess(read);
    expect(read.headers['x-stack-access-token']).toBe(session.accessToken);
  });

  test('without a session: null with no request; or: throw → USER_AUTHENTICATION_REQUIRED', async () => {
    const before = h.wire.length;
    expect(await h.server.getUser()).toBeNull();
    expect(KnownErrors.UserAuthenticationRequired.isInstance(await rejectionOf(h.server.getUser({ or: 'throw' })))).toBe(true);
    expect(h.wire.length).toBe(before);
  });

  test('a restricted user only with includeRestricted', async () => {
    const user = await h.aUser({ restrictedByAdmin: true });
    const scoped = h.serverWithTokens(valueOf(await user.createSession()));
    expect(await scoped.getUser()).toBeNull();
    h.nextRead();
    expect((await scoped.getUser({ includeRestricted: true }))?.id).toBe(user.id);
  });
});

describe('ServerUser.getConnectedAccountAccessToken', () => {
  const provider = SEED.demo.oauthProvider.id;

  test('POST /connected-accounts/{user}/{provider}/access-token {scope}: the provider token; a scope not granted → null', async () => {
    const user = await h.aUser({ oauthProviders: [{ id: provider, accountId: 'gh-42', email: null }] });
    const account = h.emulator.state.users[user.id]!.oauthAccounts[0]!;
    Object.assign(account, { scopes: ['repo', 'user'], accessToken: 'mock_provider_token' });
    expect(await user.getConnectedAccountAccessToken(provider, { scope: 'repo' })).toBe('mock_provider_token');
    const sent = h.lastTo('POST', `/connected-accounts/${user.id}/${provider}/access-token`);
    expectServerAccess(sent);
    expect(sent.body).toEqual({ scope: 'repo' });
    expect(await user.getConnectedAccountAccessToken(provider, { scope: 'admin:org' })).toBeNull();
    expect(await user.getConnectedAccountAccessToken(provider)).toBe('mock_provider_token');
    expect(h.last().body).toEqual({});
  });

  test('not connected → null; an unknown provider throws OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', async () => {
    const user = await h.aUser();
    expect(await user.getConnectedAccountAccessToken(provider, { scope: 'repo' })).toBeNull();
    expect(KnownErrors.OAuthProviderNotFoundOrNotEnabled.isInstance(await rejectionOf(user.getConnectedAccountAccessToken('my/space')))).toBe(true);
    expect(h.last().path).toBe(`/connected-accounts/${user.id}/my%2Fspace/access-token`);
  });
});
