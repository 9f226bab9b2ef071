/** A photo row of the settings (the user's, a team's): upload from a file (checked and encoded by avatar-image.ts), remove. */
import { useRef, type ReactNode } from 'react';
import { useSubmit } from '../../ui/use-submit';
import { AVATAR_ACCEPT, avatarDataUrl } from './avatar-image';
import { SettingRow } from './section';
import { useSettingsStrings } from './use-settings-strings';

export interface ImageUploadRowProps {
  readonly title: string;
  readonly description: string;
  /** The photo as it is now (an avatar). */
  readonly leading: ReactNode;
  /** Offer to remove the photo (there is one, and it may go). */
  readonly removable: boolean;
  /** Saves the new photo as a data URL, or null to remove it; a failed Result shows under the row. */
  readonly save: (profileImageUrl: string | null) => Promise<unknown>;
}

export function ImageUploadRow({ title, description, leading, removable, save }: ImageUploadRowProps): ReactNode {
  const s = useSettingsStrings();
  const file = useRef<HTMLInputElement>(null);
  const { pending, error, submit } = useSubmit();
  return (
    <SettingRow title={title} description={description} leading={leading}
      action={{ label: pending ? s.uploading : s.uploadAvatar, pending, onClick: () => file.current?.click() }}>
      <input ref={file} type="file" accept={AVATAR_ACCEPT} hidden tabIndex={-1} aria-label={s.uploadAvatar}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen !== undefined) {
            void submit(async () => save(await avatarDataUrl(chosen, { type: s.avatarWrongType, size: s.avatarTooLarge, unreadable: s.avatarUnreadable })));
          }
        }} />
      {removable ? (
        <div className="portcullis-actions">
          <button type="button" className="portcullis-button portcullis-plain portcullis-small" disabled={pending}
            onClick={() => void submit(() => save(null))}>{s.removeAvatar}</button>
        </div>
      ) : null}
      <div role="alert" className="portcullis-alert">{error}</div>
    </SettingRow>
  );
}
