/**
 * Emails: the person's addresses, each with its badges (primary, verified, used for sign-in) and a "⋯" menu of what
 * can be done with it — send a verification email, make it primary, use it (or stop using it) for sign-in, remove it —
 * and "Add an email", which opens a one-field form.
 */
import { useState, type ReactNode } from 'react';
import type { ContactChannel } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useContactChannels, useUser } from '../../hooks';
import { ActionForm, Field } from '../../ui/form';
import { isolated, Name } from '../../ui/bidi';
import { Icon } from '../../ui/line-icons';
import { Menu, type MenuEntry } from '../../ui/menu';
import { useSubmit } from '../../ui/use-submit';
import { SettingRow } from './section';

function EmailRow({ channel }: { readonly channel: ContactChannel }): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  const [sent, setSent] = useState(false);
  const entries: MenuEntry[] = [
    ...(!channel.isVerified ? [{
      label: s.sendVerification,
      onSelect: () => void submit(async () => {
        const result = await channel.sendVerificationEmail();
        setSent(result.ok);
        return result;
      }),
    }] : []),
    ...(!channel.isPrimary ? [{ label: s.makePrimary, onSelect: () => void submit(() => channel.update({ isPrimary: true })) }] : []),
    ...(channel.isVerified || channel.usedForAuth ? [{
      label: channel.usedForAuth ? s.stopUsingForSignIn : s.useForSignIn,
      onSelect: () => void submit(() => channel.update({ usedForAuth: !channel.usedForAuth })),
    }] : []),
    ...(!channel.isPrimary ? ['separator' as const, { label: s.remove, danger: true, onSelect: () => void submit(() => channel.delete()) }] : []),
  ];
  return (
    <li className="portcullis-list-row" aria-busy={pending}>
      <span className="portcullis-list-main">
        <Name className="portcullis-email">{channel.value}</Name>
        {channel.isPrimary ? <span className="portcullis-badge portcullis-badge-strong">{s.primary}</span> : null}
        <span className="portcullis-badge">{channel.isVerified ? s.verified : s.unverified}</span>
        {channel.usedForAuth ? <span className="portcullis-badge">{s.usedForSignIn}</span> : null}
      </span>
      {entries.length === 0 ? null : (
        <Menu label={s.emailActions(isolated(channel.value))} entries={entries} disabled={pending} className="portcullis-row-menu"
          triggerClassName="portcullis-icon-button" trigger={<Icon name="more" />} />
      )}
      <span role="alert" className="portcullis-alert">{error}</span>
      {sent ? <span role="status" className="portcullis-status">{s.verificationSent}</span> : null}
    </li>
  );
}

export function EmailSettings(): ReactNode {
  const s = useSettingsStrings();
  const user = useUser({ or: 'throw' });
  const channels = useContactChannels();
  const [adding, setAdding] = useState(false);
  return (
    <SettingRow title={s.emailsSection} description={s.emailsDescription}
      action={{ label: s.addEmail, onClick: () => setAdding(!adding), expanded: adding }}>
      <ul className="portcullis-list-box">{channels.map((channel) => <EmailRow key={channel.id} channel={channel} />)}</ul>
      {adding ? (
        <ActionForm label={s.addEmail} submitLabel={s.addEmail} resetOnSuccess onCancel={{ label: s.cancel, run: () => setAdding(false) }}
          onSubmit={(data) => user.contactChannels.add({ type: 'email', value: String(data.get('email') ?? ''), usedForAuth: false })}>
          <Field name="email" label={s.newEmail} type="email" autoComplete="email" errorKind="email" required />
        </ActionForm>
      ) : null}
    </SettingRow>
  );
}
