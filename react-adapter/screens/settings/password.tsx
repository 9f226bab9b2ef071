/** Password settings: change it (current + new) or, for an account without one, set it. */
import { useState, type ReactNode } from 'react';
import { checkPassword, type CurrentUser } from '../../../application';
import { useStrings } from '../../context';
import { ActionForm, Field } from '../../ui/form';
import { Section } from './section';

export function PasswordSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useStrings();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const policy = password === '' ? null : checkPassword(password);
  return (
    <Section title={s.passwordSection}>
      <ActionForm label={s.passwordSection} submitLabel={user.hasPassword ? s.changePassword : s.setPassword}
        successMessage={done ? s.passwordChanged : null}
        onSubmit={async (data) => {
          setDone(false);
          const chosen = String(data.get('newPassword') ?? '');
          const result = user.hasPassword
            ? await user.updatePassword({ oldPassword: String(data.get('oldPassword') ?? ''), newPassword: chosen })
            : await user.setPassword({ password: chosen });
          setDone(result.ok);
          if (result.ok) setPassword('');
          return result;
        }}>
        {user.hasPassword ? <Field name="oldPassword" label={s.currentPassword} type="password" autoComplete="current-password" errorKind="password" required /> : null}
        <Field name="newPassword" label={s.newPassword} type="password" autoComplete="new-password" errorKind="password" required
          value={password} onChange={(event) => setPassword(event.target.value)} hint={policy !== null && !policy.ok ? policy.error.message : null} />
      </ActionForm>
    </Section>
  );
}
