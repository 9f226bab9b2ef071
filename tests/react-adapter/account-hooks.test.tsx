/**
 * The account-settings hooks and the server/admin hooks against the in-process emulator in jsdom: they suspend, then
 * show the data; a mutation made through the library re-renders them (the hook reads under the invalidated key); the
 * renamed sent-invitations hook and the official meaning of useTeamInvitations (RECEIVED invitations).
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { accountSettings, type ServerApp } from '../../application';
import { SEED } from '../../emulator';
import {
  useActiveSessions, useApiKeys, useOAuthProviders, useProjectPermissions, useServerTeamUsers, useServerUser, useServerUsers, useTeamInvitations,
  useTeamMemberPermissions,
} from '../../react-adapter';
import { reactHarness } from './harness';

const tree = (children: ReactNode) => <Suspense fallback={<p>loading</p>}>{children}</Suspense>;

async function allowUserApiKeys(h: ReturnType<typeof reactHarness>): Promise<void> {
  const { projectId, superSecretAdminKey } = SEED.demo;
  const response = await h.emulator.handler(new Request('http://localhost/api/v1/internal/projects/current', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': superSecretAdminKey },
    body: JSON.stringify({ config: { allow_user_api_keys: true } }),
  }));
  expect(response.status).toBe(200);
}

function Sessions() {
  const sessions = useActiveSessions();
  return <p aria-label="sessions">{sessions.map((s) => (s.isCurrentSession ? 'current' : 'other')).join(',')}</p>;
}

function Keys() {
  const keys = useApiKeys();
  return <p aria-label="keys">{keys.map((k) => `${k.description}:${k.isValid() ? 'valid' : k.whyInvalid()}`).join(',') || 'none'}</p>;
}

test('useActiveSessions: this session, then a second one; revoking this one is a Result error, the other one goes', async () => {
  const h = reactHarness();
  const email = await h.signUp();
  h.show(tree(<Sessions />));
  expect((await screen.findByLabelText('sessions')).textContent).toBe('current');
  const user = await h.app.getUser({ or: 'throw' });
  const settings = await accountSettings(user);
  const sessions = await settings.getActiveSessions();
  const own = await settings.revokeSession(sessions[0]!.id);
  expect(own.ok ? 'ok' : own.error.code).toBe('CANNOT_DELETE_CURRENT_SESSION');
  const other = await h.server.getUser(user.id);
  expect(other?.primaryEmail).toBe(email);
  const created = await other!.createSession();
  expect(created.ok).toBe(true);
  await act(async () => { h.app.cache.invalidate(['sessions', 'me']); });
  await waitFor(() => expect(screen.getByLabelText('sessions').textContent?.split(',').sort()).toEqual(['current', 'other']));
  const listed = await settings.getActiveSessions();
  expect(listed.map((s) => s.isCurrentSession).sort()).toEqual([false, true]);
  const revoked = await settings.revokeSession(listed.find((s) => !s.isCurrentSession)!.id);
  expect(revoked.ok).toBe(true);
  await waitFor(() => expect(screen.getByLabelText('sessions').textContent).toBe('current'));
});

test('useApiKeys: none, then the created key (re-rendered by the creation), then revoked', async () => {
  const h = reactHarness();
  await allowUserApiKeys(h);
  await h.signUp();
  h.show(tree(<Keys />));
  expect((await screen.findByLabelText('keys')).textContent).toBe('none');
  const settings = await accountSettings(await h.app.getUser({ or: 'throw' }));
  let created: Awaited<ReturnType<typeof settings.createApiKey>> | undefined;
  await act(async () => { created = await settings.createApiKey({ description: 'cli', expiresAt: null }); });
  expect(typeof created!.value).toBe('string');
  await waitFor(() => expect(screen.getByLabelText('keys').textContent).toBe('cli:valid'));
  await act(async () => { await created!.revoke(); });
  await waitFor(() => expect(screen.getByLabelText('keys').textContent).toBe('cli:manually-revoked'));
  await expect(settings.createApiKey({ description: 'x', expiresAt: Number.NaN })).rejects.toThrow('options.expiresAt');
});

test('useOAuthProviders and useProjectPermissions: [] for a password user; useTeamInvitations (received) leaves out an invitation to an unverified email', async () => {
  const h = reactHarness();
  const email = await h.signUp();
  function View() {
    const providers = useOAuthProviders();
    const permissions = useProjectPermissions();
    const invitations = useTeamInvitations();
    return <p aria-label="view">{`${providers.length} ${permissions.length} ${invitations.map((i) => i.teamDisplayName).join(',') || '-'}`}</p>;
  }
  h.show(tree(<View />));
  expect((await screen.findByLabelText('view')).textContent).toBe('0 0 -');
  const team = await h.server.createTeam({ displayName: 'Rowers' });
  if (!team.ok) throw team.error;
  const invited = await team.value.inviteUser({ email, callbackUrl: 'http://localhost:5173/handler/team-invitation' });
  expect(invited.ok).toBe(true);
  await act(async () => { h.app.cache.invalidate(['team-invitations', 'me']); });
  // Received invitations are those sent to a VERIFIED email of the user: this one is not verified yet.
  await waitFor(() => expect(screen.getByLabelText('view').textContent).toBe('0 0 -'));
});

test('server hooks take the server app: a user, the users page, a team\'s users and a member\'s permissions', async () => {
  const h = reactHarness();
  const email = await h.signUp();
  const user = await h.app.getUser({ or: 'throw' });
  const team = await h.server.createTeam({ displayName: 'Crew', creatorUserId: user.id });
  if (!team.ok) throw team.error;
  function View({ server }: { server: ServerApp }) {
    const one = useServerUser(server, user.id);
    const page = useServerUsers(server, { limit: 100 });
    const members = useServerTeamUsers(server, team.ok ? team.value.id : '');
    const permissions = useTeamMemberPermissions(server, team.ok ? team.value.id : '', user.id);
    return <p aria-label="server">{`${one?.primaryEmail} ${page.items.some((u) => u.id === user.id)} ${members.length} ${permissions.some((p) => p.id === '$read_members')}`}</p>;
  }
  h.show(tree(<View server={h.server} />));
  expect((await screen.findByLabelText('server')).textContent).toBe(`${email} true 1 true`);
});
