/** ForgotPassword: sends the reset link; says the same thing whether or not the email has an account. */
import { useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { ActionForm, Field } from '../ui/form';
import { Link, Screen } from '../ui/screen';

export function ForgotPassword({ className }: { readonly className?: string }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const [sent, setSent] = useState(false);
  return (
    <Screen title={s.forgotPasswordTitle} className={className}>
      <p>{s.forgotPasswordIntro}</p>
      <ActionForm label={s.forgotPasswordTitle} submitLabel={s.sendResetLink} successMessage={sent ? s.resetLinkSent : null}
        onSubmit={async (data) => {
          await app.sendForgotPasswordEmail(String(data.get('email') ?? ''));
          setSent(true);
        }}>
        <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required />
      </ActionForm>
      <p className="portcullis-links"><Link href={app.urls.signIn}>{s.signInLink}</Link></p>
    </Screen>
  );
}
