/**
 * The two sign-in callback pages: OAuth (code + state, exchanged once) and the magic link (code from the email). Each
 * finishes the sign-in once per URL and the app redirects (a magic link this browser did not ask for waits for a click); failures show the service's wording, and a URL that is not
 * a callback (reload, history-back, no verifier) says so instead of failing.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { MagicLinkConfirmation } from '../../application';
import { useClientApp, useStrings } from '../context';
import { useCurrentUrl } from '../ui/location';
import { Spinner } from '../ui/icons';
import { messageOf } from '../ui/messages';
import { Notice } from '../ui/notice';
import { useOnce, type OnceState } from '../ui/once';
import { Link, Screen, type ScreenComponentProps } from '../ui/screen';
import { MfaStep } from './mfa';
import { withEmphasis } from '../ui/emphasis';

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

type MagicLinkFinished = Awaited<ReturnType<ReturnType<typeof useClientApp>['handleMagicLinkCallback']>>;

/**
 * The magic-link page. A link this browser asked for signs in on arrival; any other (a cross-site page may send the
 * visitor here with its own link: login CSRF) is only shown: the account it would sign into, and a choice.
 */
export function MagicLinkCallback({ className, fullPage }: ScreenComponentProps): ReactNode {
  const app = useClientApp();
  const url = useCurrentUrl();
  // Keyed by the address the page opened with: the handler rewrites it (the code leaves the address bar), and this
  // screen now stays to ask, so a second run for the rewritten address must not replace the first one's outcome.
  const opened = useRef<string | null>(null);
  if (opened.current === null) opened.current = url;
  const state = useOnce<MagicLinkFinished>(opened.current === null ? null : `magic-link:${opened.current}`, () => app.handleMagicLinkCallback());
  const confirmation = state.status === 'done' && state.value.ok ? state.value.value.confirmation : null;
  if (confirmation !== null && confirmation !== undefined) return <ConfirmMagicLink confirmation={confirmation} className={className} fullPage={fullPage} />;
  return <CallbackScreen state={state} className={className} fullPage={fullPage} />;
}

function ConfirmMagicLink({ confirmation, className, fullPage }: ScreenComponentProps & { readonly confirmation: MagicLinkConfirmation }): ReactNode {
  const s = useStrings();
  const app = useClientApp();
  const [declined, setDeclined] = useState(false);
  const [busy, setBusy] = useState(false);
  const { account } = confirmation;
  const shown = account.primaryEmail ?? account.displayName ?? account.userId;
  const choose = (run: () => Promise<unknown>) => () => {
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return (
    <Screen title={s.magicLinkConfirmTitle} card fullPage={fullPage} className={className}>
      {declined ? <Notice tone="info">{s.magicLinkDeclined}</Notice> : (
        <>
          <p className="portcullis-sent">{withEmphasis(s.magicLinkConfirmAs, shown)}</p>
          <Notice tone="info">{s.magicLinkNotRequestedHere}{confirmation.replacesSession ? ` ${s.magicLinkReplacesSession}` : ''}</Notice>
          <div className="portcullis-stack">
            <button type="button" className="portcullis-button" disabled={busy} onClick={choose(() => confirmation.confirm())}>{s.continueSignIn}</button>
            <button type="button" className="portcullis-button portcullis-secondary" disabled={busy}
              onClick={choose(() => confirmation.decline().finally(() => setDeclined(true)))}>{s.declineSignIn}</button>
          </div>
        </>
      )}
      {declined ? <div className="portcullis-stack"><Link href={app.urls.home} className="portcullis-button portcullis-secondary">{s.backHome}</Link></div> : null}
    </Screen>
  );
}
