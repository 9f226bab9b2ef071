/** Deleting the account, where the project allows it: a warning, then an explicit second confirmation. */
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../application';
import { useStrings } from '../../context';
import { useProject } from '../../hooks';
import { useSubmit } from '../../ui/use-submit';
import { Section } from './section';

export function DeleteAccount({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useStrings();
  const { config } = useProject();
  const { pending, error, submit } = useSubmit();
  const [confirming, setConfirming] = useState(false);
  if (!config.clientUserDeletionEnabled) return null;
  return (
    <Section title={s.deleteSection}>
      <p>{s.deleteWarning}</p>
      {confirming ? (
        <button type="button" className="portcullis-button portcullis-danger" disabled={pending} aria-busy={pending}
          onClick={() => void submit(() => user.delete())}>{s.confirmDelete}</button>
      ) : (
        <button type="button" className="portcullis-button portcullis-secondary" onClick={() => setConfirming(true)}>{s.deleteAccount}</button>
      )}
      <div role="alert" className="portcullis-alert">{error}</div>
    </Section>
  );
}
