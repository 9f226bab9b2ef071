/**
 * The emailed-code step: "Check your email", the address the code went to, one code field the browser can fill from
 * the email (autocomplete="one-time-code"), resend (a new code, the old one stops working) and "use another email".
 * CodeForm is the part a MagicLinkSignIn used on its own shows in place; EmailCodeStep is the sign-in card's view.
 */
import { useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useAuthStep } from '../ui/auth-flow';
import { BusyScope, useAnyBusy } from '../ui/busy';
import { withEmphasis } from '../ui/emphasis';
import { ActionForm, Field } from '../ui/form';
import { MailIcon } from '../ui/icons';
import { Screen } from '../ui/screen';
import { useSubmit } from '../ui/use-submit';

export interface SentCode {
  readonly email: string;
  readonly nonce: string;
}

export interface CodeFormProps {
  readonly sent: SentCode;
  /** Back to the email field. */
  readonly onCancel: () => void;
}

export function CodeForm({ sent: first, onCancel }: CodeFormProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { settle } = useAuthStep();
  const [sent, setSent] = useState(first);
  const [resent, setResent] = useState(false);
  return (
    <BusyScope>
      <ActionForm label={s.signInWithCode} submitLabel={s.continueWithCode}
        onSubmit={async (data) => settle(await app.signInWithMagicLink({ otp: String(data.get('code') ?? '').trim(), nonce: sent.nonce }))}>
        <p role="status" className="portcullis-sent">
          {resent ? s.codeResent : withEmphasis(s.magicLinkSent, sent.email)}
        </p>
        <Field name="code" label={s.code} errorKind="code" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false}
          fieldClassName="portcullis-code" required />
      </ActionForm>
      <CodeActions email={sent.email} onResent={(nonce) => { setSent({ email: sent.email, nonce }); setResent(true); }} onCancel={onCancel} />
    </BusyScope>
  );
}

function CodeActions({ email, onResent, onCancel }: { readonly email: string; readonly onResent: (nonce: string) => void; readonly onCancel: () => void }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const busy = useAnyBusy();
  const { pending, error, submit } = useSubmit();
  return (
    <div className="portcullis-stack">
      <div className="portcullis-row-actions">
        <button type="button" className="portcullis-text-button" disabled={busy} aria-busy={pending}
          onClick={() => void submit(async () => {
            const result = await app.sendMagicLinkEmail(email);
            if (result.ok) onResent(result.value.nonce);
            return result;
          })}>{s.resendCode}</button>
        <button type="button" className="portcullis-text-button" disabled={busy} onClick={onCancel}>{s.useAnotherEmail}</button>
      </div>
      <div role="alert" className="portcullis-alert">{error}</div>
    </div>
  );
}

export interface EmailCodeStepProps {
  readonly sent: SentCode;
  readonly onCancel: () => void;
  readonly fullPage?: boolean;
  readonly className?: string;
}

export function EmailCodeStep({ sent, onCancel, fullPage, className }: EmailCodeStepProps): ReactNode {
  const s = useStrings();
  return (
    <Screen title={s.checkEmailTitle} icon={<MailIcon />} card fullPage={fullPage} className={className}>
      <CodeForm sent={sent} onCancel={onCancel} />
    </Screen>
  );
}
