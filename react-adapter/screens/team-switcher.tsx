/**
 * TeamSwitcher and SelectedTeamSwitcher (the official names and props). TeamSwitcher is a menu button: the current
 * team's avatar and name on the trigger; in the menu, every team with its avatar (the current one checked), the
 * "no team" choice when allowNull, then "Create a team" (where the project lets users create teams) and the current
 * team's settings, both on the account settings page. SelectedTeamSwitcher drives it with the user's selected team.
 */
import { MenuStyles } from '../theme/menu-styles';
import { useEffect, type ReactNode } from 'react';
import type { Team } from '../../application';
import { useClientApp, usePortcullis, useStrings } from '../context';
import { useProject, useTeams, useUser } from '../hooks';
import { useColorSchemeAttribute } from '../ui/color-scheme';
import { isolated, Name } from '../ui/bidi';
import { Icon } from '../ui/line-icons';
import { Menu, type MenuEntry } from '../ui/menu';
import { useSubmit } from '../ui/use-submit';
import { UserAvatar } from './user-avatar';

export interface TeamSwitcherProps {
  /** The current team (or its id); none: nothing is checked. */
  readonly team?: Team | null;
  readonly teamId?: string;
  /** The teams to offer; default: the user's teams. */
  readonly teams?: readonly Team[];
  /** Offer "no team" (nullLabel) as a choice. */
  readonly allowNull?: boolean;
  readonly nullLabel?: string;
  /** Called with the chosen team (null for "no team"). */
  readonly onChange?: (team: Team | null) => unknown;
  readonly triggerClassName?: string;
  readonly className?: string;
}

/** The account settings page of a team, or of the team-creation form (the official SDK's fragments). */
export const teamSettingsUrl = (accountSettings: string, teamId: string | null): string =>
  `${accountSettings}#${teamId === null ? 'team-creation' : `team-${teamId}`}`;

export function TeamSwitcher({ team, teamId, teams, allowNull, nullLabel, onChange, triggerClassName, className }: TeamSwitcherProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { config } = useProject();
  const userTeams = useTeams();
  const scheme = useColorSchemeAttribute();
  const { pending, error, submit } = useSubmit();
  const list = teams ?? userTeams;
  const current = team ?? list.find((t) => t.id === teamId) ?? null;
  const choose = (chosen: Team | null) => () => void submit(async () => onChange?.(chosen));
  const entries: MenuEntry[] = [
    ...(allowNull === true ? [{ label: nullLabel ?? s.noTeamSelected, icon: <UserAvatar size={24} square />, checked: current === null, onSelect: choose(null) }] : []),
    ...list.map((t) => ({ label: t.displayName, icon: <UserAvatar user={t} size={24} square />, checked: t.id === current?.id, onSelect: choose(t) })),
  ];
  const actions: MenuEntry[] = [
    ...(current === null ? [] : [{ label: s.teamSettingsOf(isolated(current.displayName)), icon: <Icon name="settings" />, href: teamSettingsUrl(app.urls.accountSettings, current.id) }]),
    ...(config.clientTeamCreationEnabled ? [{ label: s.createATeam, icon: <Icon name="plus" />, href: teamSettingsUrl(app.urls.accountSettings, null) }] : []),
  ];
  const shown = current?.displayName ?? (allowNull === true ? (nullLabel ?? s.noTeamSelected) : s.selectTeamPrompt);
  return (
    <div {...scheme} className={['portcullis', 'portcullis-team-switcher', className].filter(Boolean).join(' ')} aria-busy={pending}>
      <MenuStyles />
      <Menu label={s.teamSwitcherLabel(isolated(shown))} disabled={pending}
        triggerClassName={['portcullis-team-trigger', triggerClassName].filter(Boolean).join(' ')}
        header={<span className="portcullis-menu-title">{list.length === 0 && allowNull !== true ? s.noTeams : s.switchTeam}</span>}
        trigger={<><UserAvatar user={current} size={24} square /><Name className="portcullis-team-name">{shown}</Name><Icon name="chevrons" /></>}
        entries={[...entries, ...(entries.length > 0 && actions.length > 0 ? ['separator' as const] : []), ...actions]} />
      <span role="alert" className="portcullis-alert">{error}</span>
    </div>
  );
}

export interface SelectedTeamSwitcherProps extends Omit<TeamSwitcherProps, 'team' | 'teamId' | 'teams'> {
  /** Where to go after choosing a team (e.g. its dashboard). */
  readonly urlMap?: (team: Team | null) => string;
  /** The team to show as selected (and, unless noUpdateSelectedTeam, to make the user's selected team). */
  readonly selectedTeam?: Team;
  /** Only report the choice (onChange, urlMap): leave the user's selected team as it is. */
  readonly noUpdateSelectedTeam?: boolean;
}

export function SelectedTeamSwitcher({ urlMap, selectedTeam, noUpdateSelectedTeam, onChange, ...rest }: SelectedTeamSwitcherProps): ReactNode {
  const user = useUser({ or: 'throw' });
  const { navigate } = usePortcullis();
  useEffect(() => {
    // As the official component: a selectedTeam given by the app becomes the user's selected team.
    if (selectedTeam !== undefined && noUpdateSelectedTeam !== true && user.selectedTeam?.id !== selectedTeam.id) void user.setSelectedTeam(selectedTeam);
  }, [selectedTeam?.id, noUpdateSelectedTeam, user]);
  return (
    <TeamSwitcher {...rest} team={selectedTeam} teamId={user.selectedTeamId ?? undefined}
      onChange={async (team) => {
        if (noUpdateSelectedTeam !== true) {
          const result = await user.setSelectedTeam(team);
          if (!result.ok) return result;
        }
        await onChange?.(team);
        if (urlMap !== undefined) {
          const url = urlMap(team);
          if (navigate !== null) navigate(url);
          else globalThis.location.assign(url);
        }
        return undefined;
      }} />
  );
}
