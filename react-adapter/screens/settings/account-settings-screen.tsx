/**
 * The account settings screen (AccountSettings loads it on first render, ../account-settings.tsx): a navigation of
 * pages — profile, emails & sign-in, active sessions, API keys (where the project allows them), connected accounts,
 * the app's extra items, the account (sign out, delete), then each of the user's teams and "Create a team" — beside the page on show (a sidebar
 * from 48rem up; on a phone, the list, then the page with a way back). The page is the URL's fragment. Each page's
 * code loads when it is first shown (React.lazy).
 */
import { MenuStyles } from '../../theme/menu-styles';
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import type { CurrentUser, Team } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useProject, useTeams, useUser } from '../../hooks';
import { useColorSchemeAttribute } from '../../ui/color-scheme';
import { Icon } from '../../ui/line-icons';
import { FocusHeading, Section } from './section';
import { useSettingsPage } from './use-settings-page';
import { UserAvatar } from '../user-avatar';
import { SettingsStyles } from '../../theme/settings-styles';

const ProfileSettings = /* @__PURE__ */ lazy(() => import('./profile').then((m) => ({ default: m.ProfileSettings })));
const AuthSection = /* @__PURE__ */ lazy(() => import('./auth').then((m) => ({ default: m.AuthSection })));
const ConnectedAccounts = /* @__PURE__ */ lazy(() => import('./connected-accounts').then((m) => ({ default: m.ConnectedAccounts })));
const ActiveSessions = /* @__PURE__ */ lazy(() => import('./sessions').then((m) => ({ default: m.ActiveSessions })));
const ApiKeys = /* @__PURE__ */ lazy(() => import('./api-keys').then((m) => ({ default: m.ApiKeys })));
const AccountSection = /* @__PURE__ */ lazy(() => import('./account').then((m) => ({ default: m.AccountSection })));
const TeamCreation = /* @__PURE__ */ lazy(() => import('./teams').then((m) => ({ default: m.TeamCreation })));
const TeamContent = /* @__PURE__ */ lazy(() => import('../team-content').then((m) => ({ default: m.TeamContent })));

import type { AccountSettingsItem, AccountSettingsProps } from './account-settings-props';

interface NavItem {
  readonly id: string;
  readonly title: string;
  readonly icon: ReactNode;
}

function NavList({ items, current, go, labelledBy }: {
  readonly items: readonly NavItem[]; readonly current: string; readonly go: (page: string) => void; readonly labelledBy?: string;
}): ReactNode {
  return (
    <ul className="portcullis-nav-list" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} data-page={item.id} aria-current={item.id === current ? 'page' : undefined} className="portcullis-nav-link"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              go(item.id);
            }}>
            <span className="portcullis-nav-icon">{item.icon}</span>
            <bdi className="portcullis-nav-title" title={item.title}>{item.title}</bdi>
            <span className="portcullis-nav-next"><Icon name="next" /></span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function PageContent({ page, user, teams, extraItems, go }: {
  readonly page: string; readonly user: CurrentUser; readonly teams: readonly Team[]; readonly extraItems: readonly AccountSettingsItem[];
  readonly go: (page: string) => void;
}): ReactNode {
  const s = useSettingsStrings();
  if (page === 'auth') return <AuthSection user={user} />;
  if (page === 'connected-accounts') return <ConnectedAccounts user={user} />;
  if (page === 'sessions') return <ActiveSessions user={user} />;
  if (page === 'api-keys') return <ApiKeys user={user} />;
  if (page === 'account') return <AccountSection user={user} />;
  if (page === 'team-creation') return <TeamCreation user={user} onCreated={(id) => go(`team-${id}`)} />;
  const team = teams.find((t) => `team-${t.id}` === page);
  if (team !== undefined) {
    return <Section title={team.displayName} description={s.teamDescription}><TeamContent team={team} /></Section>;
  }
  const extra = extraItems.find((item) => item.id === page);
  if (extra !== undefined) return <Section title={extra.title}>{extra.content}</Section>;
  return <ProfileSettings key={`profile-${user.id}`} user={user} />;
}

export function AccountSettingsScreen({ fullPage, extraItems = [], className }: AccountSettingsProps): ReactNode {
  const s = useSettingsStrings();
  const user = useUser({ or: 'redirect' });
  const teams = useTeams();
  const { config } = useProject();
  const scheme = useColorSchemeAttribute();
  const titleId = useId();
  const teamsId = useId();
  const nav = useRef<HTMLElement>(null);
  const { page, chosen, go } = useSettingsPage();
  const last = useRef<string | null>(null);
  const items: NavItem[] = [
    { id: 'profile', title: s.profileSection, icon: <Icon name="user" /> },
    { id: 'auth', title: s.authSection, icon: <Icon name="shield" /> },
    { id: 'sessions', title: s.sessionsSection, icon: <Icon name="monitor" /> },
    ...(config.allowUserApiKeys ? [{ id: 'api-keys', title: s.apiKeysSection, icon: <Icon name="key" /> }] : []),
    ...(config.enabledOAuthProviderIds.length > 0 ? [{ id: 'connected-accounts', title: s.connectedAccountsSection, icon: <Icon name="link" /> }] : []),
    ...extraItems.map((item) => ({ id: item.id, title: item.title, icon: item.icon ?? <Icon name="settings" /> })),
    { id: 'account', title: s.accountSection, icon: <Icon name="settings" /> },
  ];
  const teamItems: NavItem[] = [
    ...teams.map((team) => ({ id: `team-${team.id}`, title: team.displayName, icon: <UserAvatar user={team} size={20} square /> })),
    ...(config.clientTeamCreationEnabled ? [{ id: 'team-creation', title: s.createATeam, icon: <Icon name="plus" /> }] : []),
  ];
  const known = [...items, ...teamItems].some((item) => item.id === page);
  const current = page !== null && known ? page : 'profile';
  useEffect(() => {
    // Back to the list (phones): focus returns to the page the person came from.
    if (chosen && page === null && last.current !== null) nav.current?.querySelector<HTMLElement>(`[data-page="${last.current}"]`)?.focus();
    if (page !== null) last.current = page;
  }, [page, chosen]);
  return (
    <>
    <SettingsStyles />
      <MenuStyles />
    <section {...scheme} aria-labelledby={titleId} data-view={page === null ? 'list' : 'detail'}
      className={['portcullis', 'portcullis-settings', fullPage === true ? 'portcullis-settings-full' : null, className].filter(Boolean).join(' ')}>
      <nav ref={nav} aria-label={s.settingsNavigation} className="portcullis-settings-nav">
        <h1 id={titleId}>{s.accountSettingsTitle}</h1>
        <NavList items={items} current={current} go={go} />
        {teamItems.length > 0 ? (
          <>
            <p id={teamsId} className="portcullis-nav-label">{s.teamsSection}</p>
            <NavList items={teamItems} current={current} go={go} labelledBy={teamsId} />
          </>
        ) : null}
      </nav>
      <div className="portcullis-settings-page">
        <a href="#" className="portcullis-back" onClick={(event) => { event.preventDefault(); go(null); }}>
          <Icon name="back" /><span>{s.accountSettingsTitle}</span>
        </a>
        <FocusHeading.Provider value={chosen}>
          <Suspense fallback={<p role="status">{s.loading}</p>}>
            <PageContent key={current} page={current} user={user} teams={teams} extraItems={extraItems} go={go} />
          </Suspense>
        </FocusHeading.Provider>
      </div>
    </section>
    </>
  );
}
