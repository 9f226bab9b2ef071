/**
 * The team components against the in-process emulator: TeamPage shows each part only with the permission the service
 * checks for it (creator vs plain member), invites and revokes; SelectedTeamSwitcher selects; UserButton opens its menu.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { SelectedTeamSwitcher, TeamPage, UserButton } from '../../react-adapter';
import { reactHarness } from './harness';

const suspended = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

async function teamWithCreator(h: ReturnType<typeof reactHarness>) {
  await h.signUp();
  const user = await h.app.getUser({ or: 'throw' });
  const created = await user.teams.create({ displayName: 'Rowers' });
  if (!created.ok) throw created.error;
  return { user, team: created.value };
}

test('the creator (team_admin) sees members, invite, pending invitations and team settings; invites and revokes', async () => {
  const h = reactHarness();
  const { team } = await teamWithCreator(h);
  h.show(suspended(<TeamPage teamId={team.id} />));
  await screen.findByRole('heading', { level: 1, name: 'Rowers' });
  await screen.findByRole('heading', { name: 'Members' });
  expect(screen.getByRole('heading', { name: 'Team settings' })).toBeTruthy();
  const invite = screen.getByRole('form', { name: 'Invite a member' });
  fireEvent.change(within(invite).getByLabelText('Email'), { target: { value: 'guest@example.com' } });
  fireEvent.submit(invite);
  await screen.findByText('Invitation sent to guest@example.com.');
  const revoke = await screen.findByRole('button', { name: 'Revoke: guest@example.com' });
  fireEvent.click(revoke);
  await screen.findByText('No pending invitations.');
});

test('a plain member (team_member) sees members and invite, but not team settings', async () => {
  const h = reactHarness();
  const { team } = await teamWithCreator(h);
  await act(async () => { await h.app.signOut(); });
  await h.signUp();
  const member = await h.app.getUser({ or: 'throw' });
  const added = await (await h.server.getTeam(team.id))!.addUser(member.id);
  if (!added.ok) throw added.error;
  h.show(suspended(<TeamPage teamId={team.id} />));
  await screen.findByRole('heading', { name: 'Members' });
  expect(screen.getByRole('form', { name: 'Invite a member' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Team settings' })).toBeNull();
});

test('SelectedTeamSwitcher selects a team; UserButton opens a menu with account settings and sign-out', async () => {
  const h = reactHarness();
  const { team } = await teamWithCreator(h);
  h.show(suspended(<><UserButton /><SelectedTeamSwitcher /></>));
  const select = await screen.findByLabelText('Team');
  fireEvent.change(select, { target: { value: team.id } });
  await waitFor(async () => expect((await h.app.getUser({ or: 'throw' })).selectedTeam?.id).toBe(team.id));
  const button = screen.getByRole('button', { name: /^Account menu for / });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('link', { name: 'Account settings' })).toBeTruthy();
  fireEvent.keyDown(button, { key: 'Escape' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
});
