/** PasswordReset: the code from the emailed link is checked first, then the new password is set with it. */
import { useState, type ReactNode } from 'react';
import { checkPassword, clientSideError } from '../../application';
import { useClientApp, useStrings } from '../context';
import { ActionForm, Field } from '../ui/form';
import { useQueryParam } from '../ui/location';
import { messageOf } from '../ui/messages';
import { Notice } from '../ui/notice';
import { useOnce } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';

export function PasswordReset({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const code = useQueryParam('code');
  const checked = useOnce(code === null ? null : `reset-check:${code}`, () => app.checkPasswordResetCode(code ?? ''));
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const codeError = checked.status === 'failed' ? checked.error : checked.status === 'done' && !checked.value.ok ? checked.value.error : null;
  const policy = password === '' ? null : checkPassword(password);
  return (
    <Screen title={s.passwordResetTitle} card fullPage={fullPage} className={className}>
      {code === null ? <Notice tone="error">{s.missingCode}</Notice> : null}
      {codeError !== null ? <Notice tone="error">{messageOf(codeError, s)}</Notice> : null}
      {done ? <Notice tone="success">{s.passwordResetDone}</Notice> : null}
      {code !== null && codeError === null && !done ? (
        <ActionForm label={s.passwordResetTitle} submitLabel={s.setNewPassword}
          onSubmit={async (data) => {
            const chosen = String(data.get('password') ?? '');
            if (chosen !== String(data.get('repeat') ?? '')) throw clientSideError('PASSWORD_CONFIRMATION_MISMATCH');
            const result = await app.resetPassword({ code, password: chosen });
            if (result.ok) setDone(true);
            return result;
          }}>
          <Field name="password" label={s.newPassword} type="password" autoComplete="new-password" errorKind="password" required
            value={password} onChange={(event) => setPassword(event.target.value)} hint={policy !== null && !policy.ok ? policy.error.message : null} />
          <Field name="repeat" label={s.repeatPassword} type="password" autoComplete="new-password" errorKind="password" required />
        </ActionForm>
      ) : null}
      {code === null || codeError !== null ? (
        <div className="portcullis-stack">
          <Link href={app.urls.forgotPassword} className="portcullis-button">{s.requestNewLink}</Link>
          <Link href={app.urls.signIn} className="portcullis-button portcullis-secondary">{s.backToSignIn}</Link>
        </div>
      ) : done ? <div className="portcullis-stack"><Link href={app.urls.signIn} className="portcullis-button">{s.signInLink}</Link></div>
        : <p className="portcullis-links"><Link href={app.urls.signIn}>{s.backToSignIn}</Link></p>}
    </Screen>
  );
}
