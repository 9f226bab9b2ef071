/**
 * CredentialSignUp: email and password, the password policy checked as the person types, and the repeated password
 * unless `noPasswordRepeat` (same name and prop as the official component).
 */
import { useState, type ReactNode } from 'react';
import { checkPassword, clientSideError } from '../../application';
import { useClientApp, useStrings } from '../context';
import { useAuthStep } from '../ui/auth-flow';
import { ActionForm, Field } from '../ui/form';

export interface CredentialSignUpProps {
  readonly noPasswordRepeat?: boolean;
  /** The email field's value and its setter, when the page shares one email field between methods. */
  readonly email?: string;
  readonly onEmailChange?: (email: string) => void;
}

export function CredentialSignUp({ noPasswordRepeat, email, onEmailChange }: CredentialSignUpProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { settle } = useAuthStep();
  const [password, setPassword] = useState('');
  const policy = password === '' ? null : checkPassword(password);
  return (
    <ActionForm label={s.signUpTitle} submitLabel={s.signUp}
      onSubmit={async (data) => {
        const chosen = String(data.get('password') ?? '');
        if (noPasswordRepeat !== true && chosen !== String(data.get('repeat') ?? '')) throw clientSideError('PASSWORD_CONFIRMATION_MISMATCH');
        return settle(await app.signUpWithPassword({ email: String(data.get('email') ?? '').trim(), password: chosen }));
      }}>
      <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required
        {...(email === undefined ? {} : { value: email, onChange: (event) => onEmailChange?.(event.target.value) })} />
      <Field name="password" label={s.password} type="password" autoComplete="new-password" errorKind="password" required
        value={password} onChange={(event) => setPassword(event.target.value)}
        hint={policy !== null && !policy.ok ? policy.error.message : null} />
      {noPasswordRepeat === true ? null : <Field name="repeat" label={s.repeatPassword} type="password" autoComplete="new-password" errorKind="password" required />}
    </ActionForm>
  );
}
