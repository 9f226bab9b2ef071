/** Profile: the photo (upload from a file, remove) and the display name, each a row of its own. */
import { useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { ActionForm, Field } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { UserAvatar } from '../user-avatar';
import { AVATAR_ACCEPT, avatarDataUrl } from './avatar-image';
import { Section, SettingRow } from './section';

function AvatarRow({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const file = useRef<HTMLInputElement>(null);
  const { pending, error, submit } = useSubmit();
  return (
    <SettingRow title={s.avatarTitle} description={s.avatarDescription} leading={<UserAvatar user={user} size={56} />}
      action={{ label: pending ? s.uploading : s.uploadAvatar, pending, onClick: () => file.current?.click() }}>
      <input ref={file} type="file" accept={AVATAR_ACCEPT} hidden tabIndex={-1} aria-label={s.uploadAvatar}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen !== undefined) {
            void submit(async () => user.update({
              profileImageUrl: await avatarDataUrl(chosen, { type: s.avatarWrongType, size: s.avatarTooLarge, unreadable: s.avatarUnreadable }),
            }));
          }
        }} />
      {user.profileImageUrl === null ? null : (
        <div className="portcullis-actions">
          <button type="button" className="portcullis-button portcullis-plain portcullis-small" disabled={pending}
            onClick={() => void submit(() => user.update({ profileImageUrl: null }))}>{s.removeAvatar}</button>
        </div>
      )}
      <div role="alert" className="portcullis-alert">{error}</div>
    </SettingRow>
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
