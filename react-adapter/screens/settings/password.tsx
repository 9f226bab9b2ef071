/** Password: a row whose button opens the form to change it (current + new) or, for an account without one, set it. */
import { useState, type ReactNode } from 'react';
import { checkPassword, type CurrentUser } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { ActionForm, Field } from '../../ui/form';
import { SettingRow } from './section';

export function PasswordSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const policy = password === '' ? null : checkPassword(password);
  return (
    <SettingRow title={s.passwordSection} description={done ? s.passwordChanged : user.hasPassword ? s.passwordDescription : s.noPasswordDescription}
      action={open ? undefined : { label: user.hasPassword ? s.changePassword : s.setPassword, onClick: () => { setDone(false); setOpen(true); }, expanded: false }}>
      {open ? (
        <ActionForm label={s.passwordSection} submitLabel={user.hasPassword ? s.changePassword : s.setPassword}
          onCancel={{ label: s.cancel, run: () => setOpen(false) }}
          onSubmit={async (data) => {
            const chosen = String(data.get('newPassword') ?? '');
            const result = user.hasPassword
              ? await user.updatePassword({ oldPassword: String(data.get('oldPassword') ?? ''), newPassword: chosen })
              : await user.setPassword({ password: chosen });
            if (result.ok) {
              setPassword('');
              setDone(true);
              setOpen(false);
            }
            return result;
          }}>
          {user.hasPassword ? <Field name="oldPassword" label={s.currentPassword} type="password" autoComplete="current-password" errorKind="password" required /> : null}
          <Field name="newPassword" label={s.newPassword} type="password" autoComplete="new-password" errorKind="password" required
            value={password} onChange={(event) => setPassword(event.target.value)} hint={policy !== null && !policy.ok ? policy.error.message : null} />
        </ActionForm>
      ) : null}
      {done ? <p role="status" className="portcullis-visually-hidden">{s.passwordChanged}</p> : null}
    </SettingRow>
  );
}
