/**
 * PortcullisHandler: renders the screen of the current URL under the handler base path (urls.handler, /handler by
 * default) — sign-in, sign-up, sign-out, email-verification, password-reset, forgot-password, oauth-callback,
 * magic-link-callback, account-settings, team-invitation, mfa, error — with the default styles, a loading state while
 * data suspends, and the error screen for anything a screen throws. Router-agnostic: it reads the page's URL (or the
 * `location` prop, e.g. on the server) and re-renders on history navigation.
 */
import { Component, Suspense, type ComponentProps, type ErrorInfo, type ReactNode } from 'react';
import { useClientApp } from './context';
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
import { LoadingCard } from './ui/loading-card';
import { LocationContext, useCurrentUrl } from './ui/location';

/** The handler's screens by the official SDK's component names (the keys of `componentProps`). */
const COMPONENTS = {
  SignIn, SignUp, SignOut, EmailVerification, PasswordReset, ForgotPassword, OAuthCallback, MagicLinkCallback,
  AccountSettings, TeamInvitation, MFA: MfaStep, ErrorPage: ErrorScreen,
};
type HandlerComponents = typeof COMPONENTS;

/** Props for each screen the handler renders, by the official names: `{ SignIn: { firstTab: 'magic-link' } }`. */
export type HandlerComponentProps = { readonly [K in keyof HandlerComponents]?: Partial<ComponentProps<HandlerComponents[K]>> };

const SLUGS: Readonly<Record<string, keyof HandlerComponents>> = {
  'sign-in': 'SignIn', 'sign-up': 'SignUp', 'sign-out': 'SignOut', 'email-verification': 'EmailVerification',
  'password-reset': 'PasswordReset', 'forgot-password': 'ForgotPassword', 'oauth-callback': 'OAuthCallback',
  'magic-link-callback': 'MagicLinkCallback', 'account-settings': 'AccountSettings', 'team-invitation': 'TeamInvitation',
  mfa: 'MFA', error: 'ErrorPage',
};

/** The handler page's slug of `url` under `base` (a path or an absolute URL); null when the URL is not under it. */
export function handlerSlug(url: string, base: string): string | null {
  const page = new URL(url);
  const basePath = new URL(base, page).pathname.replace(/\/+$/, '');
  if (page.pathname !== basePath && !page.pathname.startsWith(`${basePath}/`)) return null;
  return page.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
}

class ScreenErrorBoundary extends Component<{ readonly className?: string; readonly fullPage?: boolean; readonly children?: ReactNode }, { readonly error: unknown }> {
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
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} className={this.props.className} fullPage={this.props.fullPage} />;
  }
}

interface ScreenChoice {
  readonly className?: string;
  readonly fullPage: boolean;
  readonly componentProps?: HandlerComponentProps;
}

function CurrentScreen({ className, fullPage, componentProps }: ScreenChoice): ReactNode {
  const app = useClientApp();
  const url = useCurrentUrl();
  if (url === null) return <LoadingCard fullPage={fullPage} className={className} />;
  let slug: string | null;
  try {
    slug = handlerSlug(url, app.urls.handler);
  } catch {
    slug = 'error';
  }
  const name = slug === null ? undefined : SLUGS[slug];
  if (name === undefined) return <NotFound className={className} fullPage={fullPage} />;
  const Screen = COMPONENTS[name] as (props: { readonly className?: string; readonly fullPage?: boolean }) => ReactNode;
  return <Screen fullPage={fullPage} {...componentProps?.[name]} className={className} />;
}

export interface PortcullisHandlerProps {
  /** The URL to render (server rendering, tests); default: the page's URL. */
  readonly location?: string;
  /** Added to every screen's root element. */
  readonly className?: string;
  /** Leave out the default <style> (when you style the screens yourself). */
  readonly noStyles?: boolean;
  /** Each screen fills the page with its card centred (default true); false: the card sits in your layout. */
  readonly fullPage?: boolean;
  /** Props for the screens, by the official component names: `{ SignIn: { firstTab: 'magic-link', extraInfo: … } }`. */
  readonly componentProps?: HandlerComponentProps;
}

export function PortcullisHandler({ location, className, noStyles, fullPage, componentProps }: PortcullisHandlerProps): ReactNode {
  const full = fullPage !== false;
  return (
    <LocationContext.Provider value={location ?? null}>
      {noStyles === true ? null : <PortcullisStyles />}
      <ScreenErrorBoundary className={className} fullPage={full}>
        <Suspense fallback={<LoadingCard fullPage={full} className={className} />}>
          <CurrentScreen className={className} fullPage={full} componentProps={componentProps} />
        </Suspense>
      </ScreenErrorBoundary>
    </LocationContext.Provider>
  );
}
