/**
 * Active sessions: every device signed in to the account, newest first — when it was last used and from where (as
 * the service recorded it), this device marked — each but this one with a button that ends it.
 */
import type { ReactNode } from 'react';
import { accountSettings, type CurrentUser, type SessionInfo } from '../../../application';
import { useSettingsStrings } from './use-settings-strings';
import { useActiveSessions } from '../../account-hooks';
import { useSubmit } from '../../ui/use-submit';
import { Section } from './section';

const when = (ms: number): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

function SessionRow({ session, user }: { readonly session: SessionInfo; readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  const place = [session.lastUsedAtEndUserIpInfo?.cityName, session.lastUsedAtEndUserIpInfo?.countryCode].filter(Boolean).join(', ');
  const seen = `${s.lastUsed(when(session.lastUsedAt))}${place === '' ? '' : ` · ${place}`}`;
  return (
    <li className="portcullis-list-row">
      <span className="portcullis-list-main">
        <span className="portcullis-session">
          <span>{s.signedInAt(when(session.createdAt))}</span>
          <span className="portcullis-session-seen">{seen}</span>
        </span>
        {session.isCurrentSession ? <span className="portcullis-badge portcullis-badge-strong">{s.thisDevice}</span> : null}
      </span>
      {session.isCurrentSession ? null : (
        <button type="button" className="portcullis-button portcullis-secondary portcullis-small" disabled={pending} aria-busy={pending}
          aria-label={`${s.revokeSession}: ${s.signedInAt(when(session.createdAt))}`}
          onClick={() => void submit(async () => (await accountSettings(user)).revokeSession(session.id))}>{s.revokeSession}</button>
      )}
      <span role="alert" className="portcullis-alert">{error}</span>
    </li>
  );
}

export function ActiveSessions({ user }: { readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const sessions = useActiveSessions();
  return (
    <Section title={s.sessionsSection} description={s.sessionsDescription}>
      <ul className="portcullis-list-box">{sessions.map((session) => <SessionRow key={session.id} session={session} user={user} />)}</ul>
    </Section>
  );
}
