/**
 * ErrorScreen: the handler's error page. Given an error (from an error boundary) it shows its message in the service's
 * wording when it is a known error; from the URL it shows only the error code, never text a link could carry.
 */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useQueryParam } from '../ui/location';
import { messageOf } from '../ui/messages';
import { Notice } from '../ui/notice';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function ErrorScreen({ error, className, fullPage }: ScreenComponentProps & { readonly error?: unknown }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const code = useQueryParam('errorCode');
  const shownCode = code !== null && /^[A-Z][A-Z0-9_]{0,79}$/.test(code) ? code : null;
  return (
    <Screen title={s.errorTitle} card fullPage={fullPage} className={className}>
      <Notice tone="error">{error === undefined ? s.unexpectedError : messageOf(error, s)}</Notice>
      {shownCode !== null ? <p className="portcullis-code-line"><code>{shownCode}</code></p> : null}
      <div className="portcullis-stack"><Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.backHome}</Link></div>
    </Screen>
  );
}

/** The handler's answer for a path it does not serve. */
export function NotFound({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  return (
    <Screen title={s.errorTitle} card fullPage={fullPage} className={className}>
      <Notice tone="info">{s.notFound}</Notice>
      <div className="portcullis-stack"><Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.backHome}</Link></div>
    </Screen>
  );
}
