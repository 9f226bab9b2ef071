/** SignOut: signs out once on arrival (the app then redirects to urls.afterSignOut). */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useOnce } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function SignOut({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const state = useOnce('sign-out', () => app.signOut());
  return (
    <Screen title={s.signOutTitle} card fullPage={fullPage} className={className}>
      <p role="status">{state.status === 'pending' ? s.loading : s.signedOut}</p>
      {state.status !== 'pending' ? <Link href={app.urls.home}>{s.backHome}</Link> : null}
    </Screen>
  );
}
