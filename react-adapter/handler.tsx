/**
 * PortcullisHandler: renders the screen of the current URL under the handler base path (urls.handler, /handler by
 * default) — sign-in, sign-up, sign-out, email-verification, password-reset, forgot-password, oauth-callback,
 * magic-link-callback, account-settings, team-invitation, mfa, error — with the default styles, a loading state while
 * data suspends, and the error screen for anything a screen throws. Router-agnostic: it reads the page's URL (or the
 * `location` prop, e.g. on the server) and re-renders on history navigation.
 */
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useClientApp, useStrings } from './context';
import { AccountSettings } from './screens/account-settings';
import { MagicLinkCallback, OAuthCallback } from './screens/callbacks';
import { EmailVerification } from './screens/email-verification';
import { ErrorScreen, NotFound } from './screens/error';
import { ForgotPassword } from './screens/forgot-password';
import { MfaStep } from './screens/mfa';
import { PasswordReset } from './screens/password-reset';
import { SignIn } from './screens/sign-in';
import { SignOut } from './screens/sign-out';
import { SignUp } from './screens/sign-up';
import { TeamInvitation } from './screens/team-invitation';
import { PortcullisStyles } from './theme';
import { useColorSchemeAttribute } from './ui/color-scheme';
import { LocationContext, useCurrentUrl } from './ui/location';

const SCREENS: Readonly<Record<string, (props: { readonly className?: string }) => ReactNode>> = {
  'sign-in': SignIn, 'sign-up': SignUp, 'sign-out': SignOut, 'email-verification': EmailVerification,
  'password-reset': PasswordReset, 'forgot-password': ForgotPassword, 'oauth-callback': OAuthCallback,
  'magic-link-callback': MagicLinkCallback, 'account-settings': (props) => <AccountSettings {...props} fullPage />, 'team-invitation': TeamInvitation,
  mfa: MfaStep, error: ErrorScreen,
};

/** The handler page's slug of `url` under `base` (a path or an absolute URL); null when the URL is not under it. */
export function handlerSlug(url: string, base: string): string | null {
  const page = new URL(url);
  const basePath = new URL(base, page).pathname.replace(/\/+$/, '');
  if (page.pathname !== basePath && !page.pathname.startsWith(`${basePath}/`)) return null;
  return page.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
}

class ScreenErrorBoundary extends Component<{ readonly className?: string; readonly children?: ReactNode }, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // By type only: the error's text may carry a token or a URL with a code.
    const kind = error instanceof Error ? error.name : typeof error;
    console.error(`Portcullis: a screen failed (${kind}).`);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} className={this.props.className} />;
  }
}

function Loading(): ReactNode {
  const s = useStrings();
  const scheme = useColorSchemeAttribute();
  return <p {...scheme} role="status" className="portcullis portcullis-loading">{s.loading}</p>;
}

function CurrentScreen({ className }: { readonly className?: string }): ReactNode {
  const app = useClientApp();
  const url = useCurrentUrl();
  if (url === null) return <Loading />;
  let slug: string | null;
  try {
    slug = handlerSlug(url, app.urls.handler);
  } catch {
    slug = 'error';
  }
  const Screen = slug === null ? NotFound : (SCREENS[slug] ?? NotFound);
  return <Screen className={className} />;
}

export interface PortcullisHandlerProps {
  /** The URL to render (server rendering, tests); default: the page's URL. */
  readonly location?: string;
  /** Added to every screen's root element. */
  readonly className?: string;
  /** Leave out the default <style> (when you style the screens yourself). */
  readonly noStyles?: boolean;
}

export function PortcullisHandler({ location, className, noStyles }: PortcullisHandlerProps): ReactNode {
  return (
    <LocationContext.Provider value={location ?? null}>
      {noStyles === true ? null : <PortcullisStyles />}
      <ScreenErrorBoundary className={className}>
        <Suspense fallback={<Loading />}>
          <CurrentScreen className={className} />
        </Suspense>
      </ScreenErrorBoundary>
    </LocationContext.Provider>
  );
}
