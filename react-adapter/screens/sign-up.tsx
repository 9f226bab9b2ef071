/** SignUp: email and password (the password policy checked as the person types), repeated password, then the account. */
import { useState, type ReactNode } from 'react';
import { checkPassword, clientSideError } from '../../application';
import { useClientApp, useStrings } from '../context';
import { useProject } from '../hooks';
import { ActionForm, Field } from '../ui/form';
import { Link, Screen } from '../ui/screen';

export function SignUp({ className }: { readonly className?: string }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { config } = useProject();
  const [password, setPassword] = useState('');
  if (!config.signUpEnabled || !config.credentialEnabled) {
    return (
      <Screen title={s.signUpTitle} className={className}>
        <p>{s.signUpDisabled}</p>
        <Link href={app.urls.signIn}>{s.signInLink}</Link>
      </Screen>
    );
  }
  const policy = password === '' ? null : checkPassword(password);
  return (
    <Screen title={s.signUpTitle} className={className}>
      <ActionForm label={s.signUpTitle} submitLabel={s.signUp}
        onSubmit={async (data) => {
          const chosen = String(data.get('password') ?? '');
          if (chosen !== String(data.get('repeat') ?? '')) throw clientSideError('PASSWORD_CONFIRMATION_MISMATCH');
          return app.signUpWithPassword({ email: String(data.get('email') ?? ''), password: chosen });
        }}>
        <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required />
        <Field name="password" label={s.password} type="password" autoComplete="new-password" errorKind="password" required
          value={password} onChange={(event) => setPassword(event.target.value)}
          hint={policy !== null && !policy.ok ? policy.error.message : null} />
        <Field name="repeat" label={s.repeatPassword} type="password" autoComplete="new-password" errorKind="password" required />
      </ActionForm>
      <p className="portcullis-links">{s.haveAccount} <Link href={app.urls.signIn}>{s.signInLink}</Link></p>
    </Screen>
  );
}
