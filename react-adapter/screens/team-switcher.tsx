/** SelectedTeamSwitcher: a labelled select of the user's teams that sets the selected team. */
import { useId, type ReactNode } from 'react';
import { useStrings } from '../context';
import { useTeams, useUser } from '../hooks';
import { useColorSchemeAttribute } from '../ui/color-scheme';
import { useSubmit } from '../ui/use-submit';

export function SelectedTeamSwitcher({ className }: { readonly className?: string }): ReactNode {
  const s = useStrings();
  const user = useUser({ or: 'throw' });
  const teams = useTeams();
  const id = useId();
  const { pending, error, submit } = useSubmit();
  const scheme = useColorSchemeAttribute();
  return (
    <div {...scheme} className={['portcullis', 'portcullis-team-switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{s.selectedTeamLabel}</label>{' '}
      <select id={id} value={user.selectedTeam?.id ?? ''} disabled={pending} aria-busy={pending}
        onChange={(event) => {
          const team = teams.find((t) => t.id === event.target.value) ?? null;
          void submit(() => user.setSelectedTeam(team));
        }}>
        <option value="">{s.noTeamSelected}</option>
        {teams.map((team) => <option key={team.id} value={team.id}>{team.displayName}</option>)}
      </select>
      <span role="alert" className="portcullis-alert">{error}</span>
    </div>
  );
}
