/** Team settings: the user's teams (select, leave) and creating one where the project allows it. */
import type { ReactNode } from 'react';
import type { CurrentUser, Team } from '../../../application';
import { useStrings } from '../../context';
import { useProject, useTeams } from '../../hooks';
import { ActionForm, Field } from '../../ui/form';
import { InputError } from '../../ui/messages';
import { useSubmit } from '../../ui/use-submit';
import { Section } from './section';

function TeamRow({ team, user }: { readonly team: Team; readonly user: CurrentUser }): ReactNode {
  const s = useStrings();
  const { pending, error, submit } = useSubmit();
  const selected = user.selectedTeam?.id === team.id;
  return (
    <li className="portcullis-row">
      <span>{team.displayName}</span>{' '}
      {selected ? <span className="portcullis-badge">{s.selected}</span> : null}
      <span className="portcullis-actions" aria-busy={pending}>
        {!selected ? (
          <button type="button" className="portcullis-button portcullis-secondary" disabled={pending} aria-label={`${s.selectTeam}: ${team.displayName}`}
            onClick={() => void submit(() => user.setSelectedTeam(team))}>{s.selectTeam}</button>
        ) : null}
        <button type="button" className="portcullis-button portcullis-secondary" disabled={pending} aria-label={`${s.leaveTeam}: ${team.displayName}`}
          onClick={() => void submit(() => user.teams.leave(team))}>{s.leaveTeam}</button>
      </span>
      <span role="alert" className="portcullis-alert">{error}</span>
    </li>
  );
}

export function TeamSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useStrings();
  const teams = useTeams();
  const { config } = useProject();
  return (
    <Section title={s.teamsSection}>
      {teams.length === 0 ? <p>{s.noTeams}</p> : <ul className="portcullis-list">{teams.map((team) => <TeamRow key={team.id} team={team} user={user} />)}</ul>}
      {config.clientTeamCreationEnabled ? (
        <ActionForm label={s.createTeam} submitLabel={s.createTeam} resetOnSuccess
          onSubmit={async (data) => {
            const displayName = String(data.get('teamName') ?? '').trim();
            if (displayName === '') throw new InputError(s.teamNameRequired, 'name');
            return user.teams.create({ displayName });
          }}>
          <Field name="teamName" label={s.teamName} errorKind="name" required />
        </ActionForm>
      ) : null}
    </Section>
  );
}
