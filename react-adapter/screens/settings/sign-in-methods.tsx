/**
 * Passkey and two-factor settings. TOTP is turned on with a fresh 20-byte secret shown as a QR code (totp-qr-code.tsx,
 * its encoder loaded on demand) and as text, and saved only when the person confirms; turning it off clears the secret.
 */
import { useState, type ReactNode } from 'react';
import { totpSetup, type CurrentUser, type TotpSetup } from '../../../application';
import { useClientApp, useStrings } from '../../context';
import { useProject } from '../../hooks';
import { useSubmit } from '../../ui/use-submit';
import { Section } from './section';
import { TotpQrCode } from './totp-qr-code';

function ActionButton({ label, onClick, pending }: { readonly label: string; readonly onClick: () => void; readonly pending: boolean }): ReactNode {
  return <button type="button" className="portcullis-button portcullis-secondary" disabled={pending} onClick={onClick}>{label}</button>;
}

export function PasskeySettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { config } = useProject();
  const { pending, error, submit } = useSubmit();
  const [added, setAdded] = useState(false);
  if (!config.passkeyEnabled) return null;
  return (
    <Section title={s.passkeysSection}>
      <div className="portcullis-actions" aria-busy={pending}>
        <ActionButton label={s.addPasskey} pending={pending} onClick={() => void submit(async () => {
          const result = await app.registerPasskey();
          setAdded(result.ok);
          return result;
        })} />
        {user.passkeyAuthEnabled ? (
          <ActionButton label={s.turnOffPasskeys} pending={pending} onClick={() => void submit(() => user.update({ passkeyAuthEnabled: false }))} />
        ) : null}
      </div>
      <div role="alert" className="portcullis-alert">{error}</div>
      {added ? <p role="status" className="portcullis-status">{s.passkeyAdded}</p> : null}
    </Section>
  );
}

export function TotpSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useStrings();
  const { displayName } = useProject();
  const { pending, error, submit } = useSubmit();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const enabled = user.isMultiFactorRequired;
  return (
    <Section title={s.totpSection}>
      <p role="status">{enabled ? s.totpOn : s.totpOff}</p>
      {setup !== null ? (
        <div className="portcullis-totp">
          <p>{s.totpScan}</p>
          <TotpQrCode setup={setup} label={s.totpScan} />
          <p>{s.totpSecret}: <code className="portcullis-secret">{setup.secretBase32}</code></p>
          <ActionButton label={s.confirmTotp} pending={pending} onClick={() => void submit(async () => {
            const result = await user.update({ totpSecretBase64: setup.secretBase64 });
            if (result.ok) setSetup(null);
            return result;
          })} />
        </div>
      ) : (
        <div className="portcullis-actions" aria-busy={pending}>
          {enabled
            ? <ActionButton label={s.turnOffTotp} pending={pending} onClick={() => void submit(() => user.update({ totpSecretBase64: null }))} />
            : <ActionButton label={s.turnOnTotp} pending={pending}
                onClick={() => setSetup(totpSetup(crypto.getRandomValues(new Uint8Array(20)), { account: user.primaryEmail ?? user.id, issuer: displayName }))} />}
        </div>
      )}
      <div role="alert" className="portcullis-alert">{error}</div>
    </Section>
  );
}
