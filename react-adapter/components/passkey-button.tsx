/** PasskeyButton: "Sign in with a passkey" with a key icon; the MFA answer moves to the MFA step like any sign-in. */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useAuthStep } from '../ui/auth-flow';
import { useAnyBusy } from '../ui/busy';
import { KeyIcon, Spinner } from '../ui/icons';
import { useSubmit } from '../ui/use-submit';
import { MfaForm } from '../screens/mfa';

export function PasskeyButton(): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const busy = useAnyBusy();
  const { pending, error, submit } = useSubmit();
  const { step, settle } = useAuthStep();
  if (step?.kind === 'mfa') return <MfaForm />;
  return (
    <div className="portcullis-stack">
      <button type="button" className="portcullis-button portcullis-secondary portcullis-provider" disabled={busy} aria-busy={pending}
        onClick={() => void submit(async () => settle(await app.signInWithPasskey()))}>
        {pending ? <Spinner /> : <KeyIcon />}
        {s.signInWithPasskey}
      </button>
      <div role="alert" className="portcullis-alert">{error}</div>
    </div>
  );
}
