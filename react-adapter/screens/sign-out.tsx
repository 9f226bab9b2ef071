/**
 * SignOut: signs out on arrival only when the app itself sent the tab here (`redirectToSignOut` marks it); reached any
 * other way — a cross-site link or form can navigate a tab here — it asks, with a button (issue 32).
 */
import { useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useUser } from '../hooks';
import { withEmphasis } from '../ui/emphasis';
import { Spinner } from '../ui/icons';
import { Notice } from '../ui/notice';
import { useOnce } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function SignOut({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const user = useUser();
  const arrival = useOnce('sign-out', () => app.handleSignOutPage());
  const [clicked, setClicked] = useState<'no' | 'pending' | 'done'>('no');
  const signedOut = (arrival.status === 'done' && arrival.value.signedOut) || clicked === 'done';
  const pending = arrival.status === 'pending' || clicked === 'pending' || (arrival.status === 'done' && arrival.value.signedOut && user !== null);
  const asking = !pending && !signedOut && user !== null;
  const who = user === null ? null : user.primaryEmail ?? user.displayName ?? null;
  return (
    <Screen title={asking ? s.signOutConfirmTitle : s.signOutTitle} card fullPage={fullPage} className={className}>
      {pending ? <p role="status" className="portcullis-loading"><Spinner />{s.loading}</p> : null}
      {asking && who !== null ? <p className="portcullis-sent">{withEmphasis(s.signOutConfirmAs, who)}</p> : null}
      {asking ? (
        <div className="portcullis-stack">
          <button type="button" className="portcullis-button"
            onClick={() => { setClicked('pending'); void app.signOut().finally(() => setClicked('done')); }}>{s.signOut}</button>
          <Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.declineSignIn}</Link>
        </div>
      ) : null}
      {!pending && !asking ? <Notice tone={signedOut ? 'success' : 'info'}>{signedOut ? s.signedOut : s.notSignedIn}</Notice> : null}
      {!pending && !asking ? <div className="portcullis-stack"><Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.backHome}</Link></div> : null}
    </Screen>
  );
}
