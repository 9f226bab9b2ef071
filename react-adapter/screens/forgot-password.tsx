/**
 * ForgotPassword: the email field, then its own "Check your email" view — which says the same thing whether or not the
 * email has an account — with "send again" and "use another email".
 */
import { useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { BusyScope } from '../ui/busy';
import { withEmphasis } from '../ui/emphasis';
import { ActionForm, Field } from '../ui/form';
import { MailIcon } from '../ui/icons';
import { Link, Screen } from '../ui/screen';

export interface ForgotPasswordProps {
  readonly className?: string;
  readonly fullPage?: boolean;
}

export function ForgotPassword({ className, fullPage }: ForgotPasswordProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = <p className="portcullis-links"><Link href={app.urls.signIn}>{s.backToSignIn}</Link></p>;
  if (sentTo !== null) {
    return (
      <Screen title={s.checkEmailTitle} icon={<MailIcon />} card fullPage={fullPage} className={className}>
        <p role="status" className="portcullis-sent">{withEmphasis(s.resetLinkSentTo, sentTo)}</p>
        <div className="portcullis-stack">
          <Link href={app.urls.signIn} className="portcullis-button portcullis-secondary">{s.backToSignIn}</Link>
        </div>
        <div className="portcullis-row-actions">
          <button type="button" className="portcullis-text-button" onClick={() => setSentTo(null)}>{s.useAnotherEmail}</button>
        </div>
      </Screen>
    );
  }
  return (
    <Screen title={s.forgotPasswordTitle} lead={s.forgotPasswordIntro} card fullPage={fullPage} className={className}>
      <BusyScope>
        <ActionForm label={s.forgotPasswordTitle} submitLabel={s.sendResetLink}
          onSubmit={async (data) => {
            const email = String(data.get('email') ?? '').trim();
            await app.sendForgotPasswordEmail(email);
            setSentTo(email);
          }}>
          <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required />
        </ActionForm>
      </BusyScope>
      {back}
    </Screen>
  );
}
