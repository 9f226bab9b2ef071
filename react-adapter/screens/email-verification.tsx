/** EmailVerification: verifies the code of the emailed link once (a reload shows the service's "already used" wording). */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useQueryParam } from '../ui/location';
import { Spinner } from '../ui/icons';
import { messageOf } from '../ui/messages';
import { Notice } from '../ui/notice';
import { useOnce } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function EmailVerification({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const code = useQueryParam('code');
  const verified = useOnce(code === null ? null : `verify:${code}`, () => app.verifyEmail(code ?? ''));
  const error = verified.status === 'failed' ? verified.error : verified.status === 'done' && !verified.value.ok ? verified.value.error : null;
  return (
    <Screen title={s.emailVerificationTitle} card fullPage={fullPage} className={className}>
      {code === null ? <Notice tone="error">{s.missingCode}</Notice> : null}
      {code !== null && verified.status === 'pending' ? <p role="status" className="portcullis-loading"><Spinner />{s.loading}</p> : null}
      {error !== null ? <Notice tone="error">{messageOf(error, s)}</Notice> : null}
      {verified.status === 'done' && verified.value.ok ? <Notice tone="success">{s.emailVerified}</Notice> : null}
      <div className="portcullis-stack"><Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.backHome}</Link></div>
    </Screen>
  );
}
