/** Creating a team (the #team-creation page, where the project lets users create teams); the new team is selected. */
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useProject } from '../../hooks';
import { ActionForm, Field } from '../../ui/form';
import { InputError } from '../../ui/messages';
import { Section } from './section';

export function TeamCreation({ user, onCreated }: { readonly user: CurrentUser; readonly onCreated: (teamId: string) => void }): ReactNode {
  const s = useSettingsStrings();
  const { config } = useProject();
  if (!config.clientTeamCreationEnabled) return <Section title={s.createATeam} description={s.teamCreationDisabled} />;
  return (
    <Section title={s.createATeam} description={s.createTeamDescription}>
      <ActionForm label={s.createTeam} submitLabel={s.createTeam} resetOnSuccess
        onSubmit={async (data) => {
          const displayName = String(data.get('teamName') ?? '').trim();
          if (displayName === '') throw new InputError(s.teamNameRequired, 'name');
          const created = await user.teams.create({ displayName });
          if (created.ok) {
            await user.setSelectedTeam(created.value);
            onCreated(created.value.id);
          }
          return created;
        }}>
        <Field name="teamName" label={s.teamName} errorKind="name" required />
      </ActionForm>
    </Section>
  );
}
