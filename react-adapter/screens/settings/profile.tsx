/** Profile settings: display name and avatar URL. */
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useStrings } from '../../context';
import { ActionForm, Field } from '../../ui/form';
import { Section } from './section';

export function ProfileSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useStrings();
  const [saved, setSaved] = useState(false);
  return (
    <Section title={s.profileSection}>
      <ActionForm label={s.profileSection} submitLabel={s.save} successMessage={saved ? s.saved : null}
        onSubmit={async (data) => {
          setSaved(false);
          const avatar = String(data.get('avatar') ?? '').trim();
          const result = await user.update({ displayName: String(data.get('displayName') ?? '').trim() || null, profileImageUrl: avatar || null });
          setSaved(result.ok);
          return result;
        }}>
        <Field name="displayName" label={s.displayName} autoComplete="name" defaultValue={user.displayName ?? ''} />
        <Field name="avatar" label={s.avatarUrl} type="url" autoComplete="photo" defaultValue={user.profileImageUrl ?? ''} />
      </ActionForm>
    </Section>
  );
}
