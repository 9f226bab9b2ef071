/** TeamInvitation: the team an invitation is for, and joining it; a signed-out person is sent to sign in first (and back). */
import { useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useUser } from '../hooks';
import { ActionForm } from '../ui/form';
import { useCurrentUrl, useQueryParam } from '../ui/location';
import { messageOf } from '../ui/messages';
import { UsersIcon } from '../ui/icons';
import { Notice } from '../ui/notice';
import { withEmphasis } from '../ui/emphasis';
import { useOnce } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

/** urls.signIn carrying this page as after_auth_return_to (a path, so the redirect rule accepts it). */
function signInAndComeBack(signIn: string, here: string | null): string {
  if (here === null) return signIn;
  const page = new URL(here);
  const separator = signIn.includes('?') ? '&' : '?';
  return `${signIn}${separator}after_auth_return_to=${encodeURIComponent(page.pathname + page.search)}`;
}

export function TeamInvitation({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const user = useUser();
  const code = useQueryParam('code');
  const here = useCurrentUrl();
  const details = useOnce(code === null || user === null ? null : `invitation:${user.id}:${code}`, () => app.getTeamInvitationDetails(code ?? ''));
  const [joined, setJoined] = useState<string | null>(null);
  const error = details.status === 'failed' ? details.error : details.status === 'done' && !details.value.ok ? details.value.error : null;
  const team = details.status === 'done' && details.value.ok ? details.value.value.teamDisplayName : null;
  return (
    <Screen title={s.invitationTitle} icon={<UsersIcon />} card fullPage={fullPage} className={className}>
      {code === null ? <Notice tone="error">{s.missingCode}</Notice> : null}
      {code !== null && user === null ? <p className="portcullis-sent">{s.invitationSignInFirst}</p> : null}
      {code !== null && user === null ? <div className="portcullis-stack"><Link href={signInAndComeBack(app.urls.signIn, here)} className="portcullis-button">{s.signInToAccept}</Link></div> : null}
      {error !== null ? <Notice tone="error">{messageOf(error, s)}</Notice> : null}
      {joined !== null ? <Notice tone="success">{withEmphasis(s.invitationAccepted, joined)}</Notice> : null}
      {team !== null && joined === null && code !== null ? (
        <ActionForm label={s.invitationTitle} submitLabel={s.acceptInvitation}
          onSubmit={async () => {
            const result = await app.acceptTeamInvitation(code);
            if (result.ok) setJoined(team);
            return result;
          }}>
          <p className="portcullis-sent">{withEmphasis(s.invitationTo, team)}</p>
        </ActionForm>
      ) : null}
    </Screen>
  );
}
