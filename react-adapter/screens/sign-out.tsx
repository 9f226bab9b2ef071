/** SignOut: signs out once on arrival (the app then redirects to urls.afterSignOut). */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { Spinner } from '../ui/icons';
import { Notice } from '../ui/notice';
import { useOnce } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function SignOut({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const state = useOnce('sign-out', () => app.signOut());
  return (
    <Screen title={s.signOutTitle} card fullPage={fullPage} className={className}>
      {state.status === 'pending' ? <p role="status" className="portcullis-loading"><Spinner />{s.loading}</p> : <Notice tone="success">{s.signedOut}</Notice>}
      {state.status !== 'pending' ? <div className="portcullis-stack"><Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.backHome}</Link></div> : null}
    </Screen>
  );
}
