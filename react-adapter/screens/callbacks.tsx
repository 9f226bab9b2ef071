/**
 * The two sign-in callback pages: OAuth (code + state, exchanged once) and the magic link (code from the email). Each
 * finishes the sign-in once per URL and the app redirects; failures show the service's wording, and a URL that is not
 * a callback (reload, history-back, no verifier) says so instead of failing.
 */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useCurrentUrl } from '../ui/location';
import { Spinner } from '../ui/icons';
import { messageOf } from '../ui/messages';
import { Notice } from '../ui/notice';
import { useOnce, type OnceState } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';
import { MfaStep } from './mfa';

type Finished = { readonly ok: true; readonly value: { readonly handled: boolean } } | { readonly ok: false; readonly error: unknown };

function CallbackScreen({ state, className, fullPage }: ScreenComponentProps & { readonly state: OnceState<Finished> }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const error = state.status === 'failed' ? state.error : state.status === 'done' && !state.value.ok ? state.value.error : null;
  if ((error as { code?: unknown } | null)?.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') return <MfaStep className={className} fullPage={fullPage} />;
  const notACallback = state.status === 'done' && state.value.ok && !state.value.value.handled;
  return (
    <Screen title={s.callbackTitle} card fullPage={fullPage} className={className}>
      {state.status === 'pending' || (state.status === 'done' && state.value.ok && state.value.value.handled) ? <p role="status" className="portcullis-loading"><Spinner />{s.loading}</p> : null}
      {error !== null ? <Notice tone="error">{messageOf(error, s)}</Notice> : null}
      {notACallback ? <Notice tone="info">{s.notACallback}</Notice> : null}
      {error !== null || notACallback ? <div className="portcullis-stack"><Link href={app.urls.signIn} className="portcullis-button">{s.backToSignIn}</Link></div> : null}
    </Screen>
  );
}

export function OAuthCallback({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const url = useCurrentUrl();
  const state = useOnce<Finished>(url === null ? null : `oauth:${url}`, () => app.handleOAuthCallback());
  return <CallbackScreen state={state} className={className} fullPage={fullPage} />;
}

export function MagicLinkCallback({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const url = useCurrentUrl();
  const state = useOnce<Finished>(url === null ? null : `magic-link:${url}`, () => app.handleMagicLinkCallback());
  return <CallbackScreen state={state} className={className} fullPage={fullPage} />;
}
