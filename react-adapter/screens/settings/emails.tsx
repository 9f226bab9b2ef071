/** Email settings: the user's addresses — add, send a verification email, make primary, remove. */
import { useState, type ReactNode } from 'react';
import type { ContactChannel } from '../../../application';
import { useStrings } from '../../context';
import { useContactChannels, useUser } from '../../hooks';
import { ActionForm, Field } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { Section } from './section';

function EmailRow({ channel }: { readonly channel: ContactChannel }): ReactNode {
  const s = useStrings();
  const { pending, error, submit } = useSubmit();
  const [sent, setSent] = useState(false);
  return (
    <li className="portcullis-row">
      <span>{channel.value}</span>{' '}
      {channel.isPrimary ? <span className="portcullis-badge">{s.primary}</span> : null}{' '}
      <span className="portcullis-badge">{channel.isVerified ? s.verified : s.unverified}</span>
      <span className="portcullis-actions" aria-busy={pending}>
        {!channel.isVerified ? (
          <button type="button" className="portcullis-button portcullis-secondary" disabled={pending}
            aria-label={`${s.sendVerification}: ${channel.value}`}
            onClick={() => void submit(async () => {
              const result = await channel.sendVerificationEmail();
              setSent(result.ok);
              return result;
            })}>{s.sendVerification}</button>
        ) : null}
        {!channel.isPrimary ? (
          <button type="button" className="portcullis-button portcullis-secondary" disabled={pending} aria-label={`${s.makePrimary}: ${channel.value}`}
            onClick={() => void submit(() => channel.update({ isPrimary: true }))}>{s.makePrimary}</button>
        ) : null}
        {!channel.isPrimary ? (
          <button type="button" className="portcullis-button portcullis-secondary" disabled={pending} aria-label={`${s.remove}: ${channel.value}`}
            onClick={() => void submit(() => channel.delete())}>{s.remove}</button>
        ) : null}
      </span>
      <span role="alert" className="portcullis-alert">{error}</span>
      {sent ? <span role="status" className="portcullis-status">{s.verificationSent}</span> : null}
    </li>
  );
}

export function EmailSettings(): ReactNode {
  const s = useStrings();
  const user = useUser({ or: 'throw' });
  const channels = useContactChannels();
  return (
    <Section title={s.emailsSection}>
      <ul className="portcullis-list">{channels.map((channel) => <EmailRow key={channel.id} channel={channel} />)}</ul>
      <ActionForm label={s.addEmail} submitLabel={s.addEmail} resetOnSuccess
        onSubmit={(data) => user.contactChannels.add({ type: 'email', value: String(data.get('email') ?? ''), usedForAuth: false })}>
        <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required />
      </ActionForm>
    </Section>
  );
}
