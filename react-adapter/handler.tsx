/**
 * PortcullisHandler: renders the screen of the current URL under the handler base path (urls.handler, /handler by
 * default) — sign-in, sign-up, sign-out, email-verification, password-reset, forgot-password, oauth-callback,
 * magic-link-callback, account-settings, team-invitation, mfa, error — with the default styles, a loading state while
 * data suspends, and the error screen for anything a screen throws. Router-agnostic: it reads the page's URL (or the
 * `location` prop, e.g. on the server) and re-renders on history navigation.
 */
import { Component, lazy, Suspense, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useClientApp } from './context';
import type { AccountSettings } from './screens/account-settings';
import type { MagicLinkCallback, OAuthCallback } from './screens/callbacks';
import type { EmailVerification } from './screens/email-verification';
import { ErrorScreen, NotFound } from './screens/error';
import type { ForgotPassword } from './screens/forgot-password';
import type { MfaStep } from './screens/mfa';
import type { PasswordReset } from './screens/password-reset';
import type { SignIn } from './screens/sign-in';
import type { SignOut } from './screens/sign-out';
import type { SignUp } from './screens/sign-up';
import type { TeamInvitation } from './screens/team-invitation';
import { PortcullisStyles } from './theme';
import { LoadingCard } from './ui/loading-card';
import { LocationContext, useCurrentUrl } from './ui/location';

/** The handler's screens by the official SDK's component names (the keys of `componentProps`). */
interface HandlerComponents {
  readonly SignIn: typeof SignIn;
  readonly SignUp: typeof SignUp;
  readonly SignOut: typeof SignOut;
  readonly EmailVerification: typeof EmailVerification;
  readonly PasswordReset: typeof PasswordReset;
  readonly ForgotPassword: typeof ForgotPassword;
  readonly OAuthCallback: typeof OAuthCallback;
  readonly MagicLinkCallback: typeof MagicLinkCallback;
  readonly AccountSettings: typeof AccountSettings;
  readonly TeamInvitation: typeof TeamInvitation;
  readonly MFA: typeof MfaStep;
  readonly ErrorPage: typeof ErrorScreen;
}

type ScreenComponent = ComponentType<{ readonly className?: string; readonly fullPage?: boolean }>;

/** Loads one screen's module on first use: an app carries only the handler page it shows (server rendering waits for it). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => unknown): ScreenComponent {
  return lazy(async () => ({ default: pick(await load()) as ScreenComponent }));
}

const COMPONENTS: { readonly [K in keyof HandlerComponents]: ScreenComponent } = {
  SignIn: /* @__PURE__ */ screen(() => import('./screens/sign-in'), (m) => m.SignIn),
  SignUp: /* @__PURE__ */ screen(() => import('./screens/sign-up'), (m) => m.SignUp),
  SignOut: /* @__PURE__ */ screen(() => import('./screens/sign-out'), (m) => m.SignOut),
  EmailVerification: /* @__PURE__ */ screen(() => import('./screens/email-verification'), (m) => m.EmailVerification),
  PasswordReset: /* @__PURE__ */ screen(() => import('./screens/password-reset'), (m) => m.PasswordReset),
  ForgotPassword: /* @__PURE__ */ screen(() => import('./screens/forgot-password'), (m) => m.ForgotPassword),
  OAuthCallback: /* @__PURE__ */ screen(() => import('./screens/callbacks'), (m) => m.OAuthCallback),
  MagicLinkCallback: /* @__PURE__ */ screen(() => import('./screens/callbacks'), (m) => m.MagicLinkCallback),
  AccountSettings: /* @__PURE__ */ screen(() => import('./screens/account-settings'), (m) => m.AccountSettings),
  TeamInvitation: /* @__PURE__ */ screen(() => import('./screens/team-invitation'), (m) => m.TeamInvitation),
  MFA: /* @__PURE__ */ screen(() => import('./screens/mfa'), (m) => m.MfaStep),
  ErrorPage: /* @__PURE__ */ screen(() => import('./screens/error'), (m) => m.ErrorScreen),
};

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
  const Screen = COMPONENTS[name];
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
