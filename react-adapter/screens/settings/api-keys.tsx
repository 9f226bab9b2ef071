/**
 * API keys: the user's keys (description, last four characters, expiry, revoked or expired), each revocable, and a
 * form to create one; a new key is shown once, whole, to copy — the service never shows it again.
 */
import { useId, useState, type ReactNode } from 'react';
import { accountSettings, type CurrentUser, type OwnedApiKey } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useApiKeys } from '../../account-hooks';
import { ActionForm, Field } from '../../ui/form';
import { InputError } from '../../ui/messages';
import { useSubmit } from '../../ui/use-submit';
import { Section, SettingRow } from './section';

const DAY = 86_400_000;
const day = (ms: number): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);

function KeyRow({ apiKey }: { readonly apiKey: OwnedApiKey }): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  const why = apiKey.whyInvalid();
  const last = typeof apiKey.value === 'string' ? apiKey.value.slice(-4) : apiKey.value.lastFour;
  return (
    <li className="portcullis-list-row">
      <span className="portcullis-list-main">
        <span>{apiKey.description}</span>
        <code className="portcullis-badge">…{last}</code>
        <span className="portcullis-badge">{why === 'manually-revoked' ? s.keyRevoked : why === 'expired' ? s.keyExpired
          : apiKey.expiresAt === null ? s.keyNeverExpires : s.keyExpires(day(apiKey.expiresAt))}</span>
      </span>
      {why === null ? (
        <button type="button" className="portcullis-button portcullis-secondary portcullis-small" disabled={pending} aria-busy={pending}
          aria-label={`${s.revoke}: ${apiKey.description}`} onClick={() => void submit(() => apiKey.revoke())}>{s.revoke}</button>
      ) : null}
      <span role="alert" className="portcullis-alert">{error}</span>
    </li>
  );
}

export function ApiKeys({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const expiryId = useId();
  return (
    <Section title={s.apiKeysSection} description={s.apiKeysDescription}>
      <SettingRow title={s.yourApiKeys} description={keys.length === 0 ? s.noApiKeys : undefined}
        action={{ label: s.createApiKey, onClick: () => { setCreated(null); setCreating(!creating); }, expanded: creating }}>
        {created === null ? null : (
          <div role="status" className="portcullis-new-key">
            <p>{s.apiKeyShownOnce}</p>
            <code className="portcullis-secret">{created}</code>
          </div>
        )}
        {creating ? (
          <ActionForm label={s.createApiKey} submitLabel={s.createApiKey} onCancel={{ label: s.cancel, run: () => setCreating(false) }}
            onSubmit={async (data) => {
              const description = String(data.get('description') ?? '').trim();
              if (description === '') throw new InputError(s.apiKeyDescriptionRequired, 'name');
              const days = Number(data.get('expiresIn') ?? 90);
              const key = await (await accountSettings(user)).createApiKey({ description, expiresAt: days === 0 ? null : Date.now() + days * DAY });
              setCreated(typeof key.value === 'string' ? key.value : null);
              setCreating(false);
            }}>
            <Field name="description" label={s.apiKeyDescription} errorKind="name" required />
            <div className="portcullis-field">
              <label htmlFor={expiryId}>{s.apiKeyExpiry}</label>
              <select id={expiryId} name="expiresIn" defaultValue="90" className="portcullis-select">
                {[7, 30, 90, 365, 0].map((n) => <option key={n} value={n}>{n === 0 ? s.keyNeverExpires : s.inDays(n)}</option>)}
              </select>
            </div>
          </ActionForm>
        ) : null}
        {keys.length === 0 ? null : <ul className="portcullis-list-box">{keys.map((key) => <KeyRow key={key.id} apiKey={key} />)}</ul>}
      </SettingRow>
    </Section>
  );
}
