/**
 * The MFA step: the six-digit TOTP code after a sign-in that answered MULTI_FACTOR_AUTHENTICATION_REQUIRED. MfaForm
 * is the form alone (shown in place by a building block used on its own); MfaStep is the handler's card.
 */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useAuthStep } from '../ui/auth-flow';
import { BusyScope } from '../ui/busy';
import { ActionForm, Field } from '../ui/form';
import { ShieldIcon } from '../ui/icons';
import { Link, Screen } from '../ui/screen';

export function MfaForm(): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { settle } = useAuthStep();
  // The attempt code is kept by the app (this tab's session storage), so this step can be a page of its own.
  return (
    <ActionForm label={s.mfaTitle} submitLabel={s.verify} onSubmit={async (data) => settle(await app.signInWithMfa({ totp: String(data.get('totp') ?? '') }))}>
      <Field name="totp" label={s.totpCode} errorKind="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6}
        fieldClassName="portcullis-code" required />
    </ActionForm>
  );
}

export interface MfaStepProps {
  readonly className?: string;
  readonly fullPage?: boolean;
  /** Back to the sign-in methods (on the sign-in card); default: a link to urls.signIn. */
  readonly onBack?: () => void;
}

export function MfaStep({ className, fullPage, onBack }: MfaStepProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  return (
    <Screen title={s.mfaTitle} lead={s.mfaIntro} icon={<ShieldIcon />} card fullPage={fullPage} className={className}>
      <BusyScope><MfaForm /></BusyScope>
      <p className="portcullis-links">
        {onBack === undefined ? <Link href={app.urls.signIn}>{s.backToSignIn}</Link>
          : <button type="button" className="portcullis-text-button" onClick={onBack}>{s.backToSignIn}</button>}
      </p>
    </Screen>
  );
}
