/** EmailVerification: verifies the code of the emailed link once (a reload shows the service's "already used" wording). */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useQueryParam } from '../ui/location';
import { messageOf } from '../ui/messages';
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
      {code === null ? <p role="alert" className="portcullis-alert">{s.missingCode}</p> : null}
      {code !== null && verified.status === 'pending' ? <p role="status">{s.loading}</p> : null}
      {error !== null ? <p role="alert" className="portcullis-alert">{messageOf(error, s)}</p> : null}
      {verified.status === 'done' && verified.value.ok ? <p role="status" className="portcullis-status">{s.emailVerified}</p> : null}
      <p className="portcullis-links"><Link href={app.urls.home}>{s.backHome}</Link></p>
    </Screen>
  );
}
