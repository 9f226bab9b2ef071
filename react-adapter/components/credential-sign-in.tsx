/**
 * CredentialSignIn: email and password (same name as the official component), "Forgot password?" beside the
 * password's label, then the MFA step when the service asks for it (the whole card on an AuthPage, in place alone).
 */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useAuthStep } from '../ui/auth-flow';
import { ActionForm, Field } from '../ui/form';
import { Link } from '../ui/screen';
import { MfaForm } from '../screens/mfa';

export interface CredentialSignInProps {
  /** The email field's value and its setter, when the page shares one email field between methods. */
  readonly email?: string;
  readonly onEmailChange?: (email: string) => void;
}

export function CredentialSignIn({ email, onEmailChange }: CredentialSignInProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { step, settle } = useAuthStep();
  if (step?.kind === 'mfa') return <MfaForm />;
  return (
    <ActionForm label={s.signInTitle} submitLabel={s.signInWithPassword}
      onSubmit={async (data) => settle(await app.signInWithPassword({ email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') }))}>
      <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required
        {...(email === undefined ? {} : { value: email, onChange: (event) => onEmailChange?.(event.target.value) })} />
      <Field name="password" label={s.password} type="password" autoComplete="current-password" errorKind="password" required
        aside={<Link href={app.urls.forgotPassword}>{s.forgotPasswordShort}</Link>} />
    </ActionForm>
  );
}
