/**
 * Passkey, emailed-code and two-factor rows. TOTP is turned on with a fresh 20-byte secret shown as a QR code
 * (totp-qr-code.tsx, its encoder loaded on demand) and as text, and saved only when the person confirms; turning it
 * off clears the secret.
 */
import { useSettingsStrings } from './use-settings-strings';
import { useState, type ReactNode } from 'react';
import { totpSetup, type CurrentUser, type TotpSetup } from '../../../application';
import { useClientApp } from '../../context';
import { useProject } from '../../hooks';
import { useSubmit } from '../../ui/use-submit';
import { SettingRow } from './section';
import { TotpQrCode } from './totp-qr-code';

export function PasskeySettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const app = useClientApp();
  const s = useSettingsStrings();
  const { config } = useProject();
  const { pending, error, submit } = useSubmit();
  const [added, setAdded] = useState(false);
  if (!config.passkeyEnabled) return null;
  return (
    <SettingRow title={s.passkeysSection} description={added ? s.passkeyAdded : user.passkeyAuthEnabled ? s.passkeyOnDescription : s.passkeyOffDescription}
      action={{
        label: s.addPasskey, pending, onClick: () => void submit(async () => {
          const result = await app.registerPasskey();
          setAdded(result.ok);
          return result;
        }),
      }}>
      {user.passkeyAuthEnabled ? (
        <div className="portcullis-actions">
          <button type="button" className="portcullis-button portcullis-plain portcullis-small" disabled={pending}
            onClick={() => void submit(() => user.update({ passkeyAuthEnabled: false }))}>{s.turnOffPasskeys}</button>
        </div>
      ) : null}
      <div role="alert" className="portcullis-alert">{error}</div>
      {added ? <p role="status" className="portcullis-visually-hidden">{s.passkeyAdded}</p> : null}
    </SettingRow>
  );
}

export function OtpSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const { config } = useProject();
  const { pending, error, submit } = useSubmit();
  if (!config.magicLinkEnabled) return null;
  return (
    <SettingRow title={s.otpSection} description={user.otpAuthEnabled ? s.otpOn : s.otpOff}
      action={{ label: user.otpAuthEnabled ? s.turnOff : s.turnOn, pending, onClick: () => void submit(() => user.update({ otpAuthEnabled: !user.otpAuthEnabled })) }}>
      <div role="alert" className="portcullis-alert">{error}</div>
    </SettingRow>
  );
}

export function TotpSettings({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const { displayName } = useProject();
  const { pending, error, submit } = useSubmit();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const enabled = user.isMultiFactorRequired;
  return (
    <SettingRow title={s.totpSection} description={<span role="status">{enabled ? s.totpOn : s.totpOff}</span>}
      action={setup !== null ? undefined : enabled
        ? { label: s.turnOffTotp, pending, onClick: () => void submit(() => user.update({ totpSecretBase64: null })) }
        : { label: s.turnOnTotp, pending, onClick: () => setSetup(totpSetup(crypto.getRandomValues(new Uint8Array(20)), { account: user.primaryEmail ?? user.id, issuer: displayName })) }}>
      {setup !== null ? (
        <div className="portcullis-totp">
          <p>{s.totpScan}</p>
          <TotpQrCode setup={setup} label={s.totpScan} />
          <p>{s.totpSecret}: <code className="portcullis-secret">{setup.secretBase32}</code></p>
          <div className="portcullis-actions" aria-busy={pending}>
            <button type="button" className="portcullis-button portcullis-small" disabled={pending} onClick={() => void submit(async () => {
              const result = await user.update({ totpSecretBase64: setup.secretBase64 });
              if (result.ok) setSetup(null);
              return result;
            })}>{s.confirmTotp}</button>
            <button type="button" className="portcullis-button portcullis-plain portcullis-small" disabled={pending} onClick={() => setSetup(null)}>{s.cancel}</button>
          </div>
        </div>
      ) : null}
      <div role="alert" className="portcullis-alert">{error}</div>
    </SettingRow>
  );
}
