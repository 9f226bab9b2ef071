/**
 * ErrorScreen: the handler's error page. Given an error (from an error boundary) it shows its message in the service's
 * wording when it is a known error; from the URL it shows only the error code, never text a link could carry.
 */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useQueryParam } from '../ui/location';
import { messageOf } from '../ui/messages';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function ErrorScreen({ error, className, fullPage }: ScreenComponentProps & { readonly error?: unknown }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const code = useQueryParam('errorCode');
  const shownCode = code !== null && /^[A-Z][A-Z0-9_]{0,79}$/.test(code) ? code : null;
  return (
    <Screen title={s.errorTitle} card fullPage={fullPage} className={className}>
      <p role="alert" className="portcullis-alert">{error === undefined ? s.unexpectedError : messageOf(error, s)}</p>
      {shownCode !== null ? <p><code>{shownCode}</code></p> : null}
      <p className="portcullis-links"><Link href={app.urls.home}>{s.backHome}</Link></p>
    </Screen>
  );
}

/** The handler's answer for a path it does not serve. */
export function NotFound({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  return (
    <Screen title={s.errorTitle} card fullPage={fullPage} className={className}>
      <p>{s.notFound}</p>
      <p className="portcullis-links"><Link href={app.urls.home}>{s.backHome}</Link></p>
    </Screen>
  );
}
