/**
 * The account page: signing out here, and — set apart in a danger zone — deleting the account, where the project
 * allows it: a warning, then an explicit second confirmation.
 */
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useProject } from '../../hooks';
import { useSubmit } from '../../ui/use-submit';
import { Section, SettingRow } from './section';

function DeleteAccount({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="portcullis-danger-zone">
      <SettingRow title={s.deleteSection} description={s.deleteWarning}
        action={confirming ? undefined : { label: s.deleteAccount, danger: true, onClick: () => setConfirming(true) }}>
        {confirming ? (
          <div className="portcullis-actions" aria-busy={pending}>
            <button type="button" className="portcullis-button portcullis-danger portcullis-small" disabled={pending}
              onClick={() => void submit(() => user.delete())}>{s.confirmDelete}</button>
            <button type="button" className="portcullis-button portcullis-plain portcullis-small" disabled={pending} onClick={() => setConfirming(false)}>{s.cancel}</button>
          </div>
        ) : null}
        <div role="alert" className="portcullis-alert">{error}</div>
      </SettingRow>
    </div>
  );
}

export function AccountSection({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const { config } = useProject();
  return (
    <Section title={s.accountSection} description={s.accountDescription}>
      <SettingRow title={s.signOut} description={s.signOutDescription} action={{ label: s.signOut, onClick: () => void user.signOut() }} />
      {config.clientUserDeletionEnabled ? <DeleteAccount user={user} /> : null}
    </Section>
  );
}
