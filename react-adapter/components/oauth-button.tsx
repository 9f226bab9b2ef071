/**
 * OAuthButton: "Sign in with GitHub" (or "Sign up with …") with the provider's mark; starts the OAuth redirect. Same
 * name and props as the official component: `onAuthenticate` replaces the default action, `isMock` renders a button
 * that does nothing (previews). While it runs, the other methods of the screen wait (ui/busy.tsx).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useAnyBusy } from '../ui/busy';
import { Spinner } from '../ui/icons';
import { providerName } from '../ui/provider-names';
import { useSubmit } from '../ui/use-submit';

// The providers' marks (SVG paths, ~2 KB gzip) are a chunk of their own, so the pages of an app that show no sign-in
// card do not carry them. A mark sits absolutely positioned in its button: nothing moves when it arrives.
const ProviderIcon = /* @__PURE__ */ lazy(() => import('../ui/provider-icons').then((m) => ({ default: m.ProviderIcon })));

export interface OAuthButtonProps {
  /** The provider id: github, google, microsoft, spotify, … */
  readonly provider: string;
  readonly type: 'sign-in' | 'sign-up';
  readonly isMock?: boolean;
  readonly onAuthenticate?: () => Promise<void>;
}

export function OAuthButton({ provider, type, isMock, onAuthenticate }: OAuthButtonProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const busy = useAnyBusy();
  const { pending, error, submit } = useSubmit();
  const name = providerName(provider);
  return (
    <div className="portcullis-stack">
      <button type="button" className="portcullis-button portcullis-secondary portcullis-provider" disabled={busy} aria-busy={pending}
        onClick={() => {
          if (isMock === true) return;
          void submit(() => (onAuthenticate === undefined ? app.signInWithOAuth(provider) : onAuthenticate()));
        }}>
        {pending ? <Spinner /> : <Suspense fallback={null}><ProviderIcon id={provider} /></Suspense>}
        {type === 'sign-up' ? s.signUpWith(name) : s.signInWith(name)}
      </button>
      <div role="alert" className="portcullis-alert">{error}</div>
    </div>
  );
}
