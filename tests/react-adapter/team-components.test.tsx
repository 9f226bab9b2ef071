/**
 * The team components against the in-process emulator: TeamPage shows each part only with the permission the service
 * checks for it (creator vs plain member), invites and revokes; the team switcher and the user button as keyboard menus.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { PortcullisProvider, SelectedTeamSwitcher, TeamPage, UserAvatar, UserButton, useClientApp } from '../../react-adapter';
import { initialsOf } from '../../react-adapter/screens/user-avatar';
import { reactHarness } from './harness';

/** A name as the screens put it inside a label: bidi-isolated (U+2068 … U+2069, issue 32). */
const iso = (name: string): string => `\u2068${name}\u2069`;

const suspended = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

/** An inner provider with a router's navigate (the harness's provider has none). */
function PortcullisProviderNavigate({ onNavigate, children }: { readonly onNavigate: (url: string) => void; readonly children: React.ReactNode }) {
  return <PortcullisProvider app={useClientApp()} navigate={onNavigate} noAutomaticPrefetch>{children}</PortcullisProvider>;
}

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
  expect(screen.getByRole('heading', { name: 'Team name' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Delete team' })).toBeTruthy();
  const invite = screen.getByRole('form', { name: 'Invite a member' });
  fireEvent.change(within(invite).getByLabelText('Email'), { target: { value: 'guest@example.com' } });
  fireEvent.submit(invite);
  await screen.findByText(`Invitation sent to ${iso('guest@example.com')}.`);
  const revoke = await screen.findByRole('button', { name: `Revoke: ${iso('guest@example.com')}` });
  fireEvent.click(revoke);
  await screen.findByText('No pending invitations.');
});

test('a plain member (team_member) sees members, invite and leaving, but not renaming or deleting the team', async () => {
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
  expect(screen.getByRole('heading', { name: 'Leave team' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Team name' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Delete team' })).toBeNull();
});

test('SelectedTeamSwitcher: a menu of the teams with the current one checked; choosing one selects it, with urlMap and onChange called', async () => {
  const h = reactHarness();
  const { user, team } = await teamWithCreator(h);
  const other = await user.teams.create({ displayName: 'Sailors' });
  if (!other.ok) throw other.error;
  await user.setSelectedTeam(team);
  const changes: (string | null)[] = [];
  const visited: string[] = [];
  h.show(<PortcullisProviderNavigate onNavigate={(url) => visited.push(url)}>
    {suspended(<SelectedTeamSwitcher urlMap={(t) => `/teams/${t?.id ?? 'none'}`} onChange={(t) => { changes.push(t?.displayName ?? null); }} />)}
  </PortcullisProviderNavigate>);
  const trigger = await screen.findByRole('button', { name: `Team: ${iso('Rowers')}` });
  fireEvent.click(trigger);
  const menu = screen.getByRole('menu', { name: `Team: ${iso('Rowers')}` });
  expect(within(menu).getByRole('menuitemradio', { name: 'Rowers' }).getAttribute('aria-checked')).toBe('true');
  expect(within(menu).getByRole('menuitemradio', { name: 'Sailors' }).getAttribute('aria-checked')).toBe('false');
  expect(within(menu).getByRole('menuitem', { name: 'Create a team' }).getAttribute('href')).toBe('/handler/account-settings#team-creation');
  expect(within(menu).getByRole('menuitem', { name: `${iso('Rowers')} settings` }).getAttribute('href')).toBe(`/handler/account-settings#team-${team.id}`);
  fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Sailors' }));
  await waitFor(async () => expect((await h.app.getUser({ or: 'throw' })).selectedTeam?.displayName).toBe('Sailors'));
  await screen.findByRole('button', { name: `Team: ${iso('Sailors')}` });
  expect(changes).toEqual(['Sailors']);
  expect(visited).toEqual([`/teams/${other.value.id}`]);
});

test('TeamSwitcher with allowNull offers the null label; noUpdateSelectedTeam leaves the selected team as it is', async () => {
  const h = reactHarness();
  const { user, team } = await teamWithCreator(h);
  await user.setSelectedTeam(team);
  const changes: (string | null)[] = [];
  h.show(suspended(<SelectedTeamSwitcher allowNull nullLabel="Personal" noUpdateSelectedTeam onChange={(t) => { changes.push(t?.id ?? null); }} />));
  fireEvent.click(await screen.findByRole('button', { name: `Team: ${iso('Rowers')}` }));
  fireEvent.click(screen.getByRole('menuitemradio', { name: 'Personal' }));
  await waitFor(() => expect(changes).toEqual([null]));
  expect((await h.app.getUser({ or: 'throw' })).selectedTeam?.id).toBe(team.id);
});

test('UserButton: initials, a menu with the name and email on top, account settings, extra items, colour toggle and sign-out; keyboard and Escape', async () => {
  const h = reactHarness();
  await h.signUp();
  const user = await h.app.getUser({ or: 'throw' });
  await user.update({ displayName: 'Ada Lovelace' });
  const toggled: string[] = [];
  h.show(suspended(<UserButton colorModeToggle={() => { toggled.push('theme'); }} extraItems={[{ text: 'Billing', onClick: () => { toggled.push('billing'); } }]} />));
  const button = await screen.findByRole('button', { name: `Account menu for ${iso('Ada Lovelace')}` });
  expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
  expect(button.textContent).toBe(''); // drawn by the stylesheet: no visible text outside the accessible name
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const menu = screen.getByRole('menu', { name: `Account menu for ${iso('Ada Lovelace')}` });
  expect(menu.getAttribute('aria-describedby')).not.toBeNull();
  expect(document.getElementById(menu.getAttribute('aria-describedby')!)?.textContent).toContain(user.primaryEmail!);
  const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual(['Account settings', 'Billing', 'Toggle light and dark', 'Sign out']);
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Account settings'));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toBe('Billing');
  fireEvent.click(document.activeElement!);
  await waitFor(() => expect(toggled).toEqual(['billing']));
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Sign out' }), { key: 'Escape' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  await waitFor(async () => expect(await h.app.getUser()).toBeNull());
});

test('UserButton signed out: a menu with sign-in and sign-up links', async () => {
  const h = reactHarness();
  h.show(suspended(<UserButton />));
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  expect(screen.getByRole('menuitem', { name: 'Sign in' }).getAttribute('href')).toBe('/handler/sign-in');
  expect(screen.getByRole('menuitem', { name: 'Sign up' }).getAttribute('href')).toBe('/handler/sign-up');
});

test('UserAvatar: the photo, else two initials (one for a team), hidden from assistive technology unless labelled', () => {
  expect(initialsOf('Ada Lovelace')).toBe('AL');
  expect(initialsOf('ada@example.com')).toBe('AD');
  expect(initialsOf('Jean-Luc Picard')).toBe('JP');
  expect(initialsOf('Émile')).toBe('ÉM');
  expect(initialsOf('Acme Inc', true)).toBe('A');
  expect(initialsOf(null)).toBe('?');
  const h = reactHarness();
  const { container } = h.show(<><UserAvatar user={{ displayName: 'Ada', profileImageUrl: 'data:image/png;base64,AAAA' }} /><UserAvatar user={null} label="Nobody" /></>);
  expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
  expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByRole('img', { name: 'Nobody' }).getAttribute('data-initials')).toBe('?');
});
