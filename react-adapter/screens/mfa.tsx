/** The MFA step: the six-digit TOTP code after a sign-in that answered MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { ActionForm, Field } from '../ui/form';
import { Screen } from '../ui/screen';

export function MfaStep({ className }: { readonly className?: string }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  return (
    <Screen title={s.mfaTitle} className={className}>
      <p>{s.mfaIntro}</p>
      {/* The attempt code is kept by the app (this tab's session storage), so this step can be a page of its own. */}
      <ActionForm label={s.mfaTitle} submitLabel={s.verify} onSubmit={(data) => app.signInWithMfa({ totp: String(data.get('totp') ?? '') })}>
        <Field name="totp" label={s.totpCode} errorKind="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} required />
      </ActionForm>
    </Screen>
  );
}
