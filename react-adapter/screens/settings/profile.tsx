/** Profile: the photo (upload from a file, remove) and the display name, each a row of its own. */
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { ActionForm, Field } from '../../ui/form';
import { UserAvatar } from '../user-avatar';
import { ImageUploadRow } from './image-upload-row';
import { Section, SettingRow } from './section';

function AvatarRow({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  return (
    <ImageUploadRow title={s.avatarTitle} description={s.avatarDescription} leading={<UserAvatar user={user} size={56} />}
      removable={user.profileImageUrl !== null} save={(profileImageUrl) => user.update({ profileImageUrl })} />
  );
}

export function ProfileSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const [saved, setSaved] = useState(false);
  return (
    <Section title={s.profileSection} description={s.profileDescription}>
      <AvatarRow user={user} />
      <SettingRow title={s.displayName} description={s.displayNameDescription}>
        <ActionForm label={s.profileSection} submitLabel={s.save} successMessage={saved ? s.saved : null} inline
          onSubmit={async (data) => {
            setSaved(false);
            const result = await user.update({ displayName: String(data.get('displayName') ?? '').trim() || null });
            setSaved(result.ok);
            return result;
          }}>
          <Field name="displayName" label={s.displayName} autoComplete="name" defaultValue={user.displayName ?? ''} hideLabel />
        </ActionForm>
      </SettingRow>
    </Section>
  );
}
