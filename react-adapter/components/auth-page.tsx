/**
 * AuthPage: the sign-in or sign-up card (same name and props as the official component). From the top: the brand,
 * a centred title with "Don't have an account? Sign up" (or the reverse) on one line, a button per OAuth provider and
 * the passkey, "Or continue with", then one email field with a choice of method — password or emailed code, as tabs
 * (`firstTab` picks the first; password by default) when the project enables both. The MFA step and the emailed-code
 * step replace the whole card; while a method runs, every other one waits.
 *
 * Signed in already: `automaticRedirect` goes on to urls.afterSignIn / afterSignUp, otherwise a card says so.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { usePortcullis, useStrings } from '../context';
import { useProject, useUser } from '../hooks';
import { AuthFlowContext, type AuthStep } from '../ui/auth-flow';
import { BusyScope } from '../ui/busy';
import { CheckIcon } from '../ui/icons';
import { LoadingCard } from '../ui/loading-card';
import { Link, Screen } from '../ui/screen';
import { Tabs } from '../ui/tabs';
import { MfaStep } from '../screens/mfa';
import { CredentialSignIn } from './credential-sign-in';
import { CredentialSignUp } from './credential-sign-up';
import { EmailCodeStep } from './email-code-step';
import { MagicLinkSignIn } from './magic-link-sign-in';
import { MessageCard } from './message-card';
import { OAuthButtonGroup } from './oauth-button-group';
import { PasskeyButton } from './passkey-button';

export type AuthMethodTab = 'magic-link' | 'password';

export interface AuthPageProps {
  readonly type: 'sign-in' | 'sign-up';
  /** Fill the page and centre the card (the handler's screens do). */
  readonly fullPage?: boolean;
  /** A signed-in visitor goes on to urls.afterSignIn / afterSignUp instead of seeing "You are signed in". */
  readonly automaticRedirect?: boolean;
  /** Under the methods, e.g. links to the terms and the privacy policy. */
  readonly extraInfo?: ReactNode;
  /** Which method tab comes first and is selected (default 'password'). */
  readonly firstTab?: AuthMethodTab;
  /** Sign-up: one password field, no repeat. */
  readonly noPasswordRepeat?: boolean;
  readonly className?: string;
}

export function AuthPage(props: AuthPageProps): ReactNode {
  return (
    <Suspense fallback={<LoadingCard fullPage={props.fullPage} className={props.className} />}>
      <AuthPageContent {...props} />
    </Suspense>
  );
}

function AuthPageContent(props: AuthPageProps): ReactNode {
  const { type, fullPage, automaticRedirect, className } = props;
  const { app, navigate } = usePortcullis();
  const s = useStrings();
  const user = useUser();
  const [step, setStep] = useState<AuthStep | null>(null);
  const leaving = user !== null && (automaticRedirect === true || step?.kind === 'done');
  const target = type === 'sign-in' ? app.urls.afterSignIn : app.urls.afterSignUp;
  useEffect(() => {
    // A sign-in of this card redirects by itself; only a visitor who came signed in is sent on from here.
    if (user === null || automaticRedirect !== true || step?.kind === 'done') return;
    if (navigate === null) globalThis.location.assign(target);
    else navigate(target);
  }, [user, automaticRedirect, step, navigate, target]);
  if (leaving || step?.kind === 'done') return <LoadingCard fullPage={fullPage} className={className} label={s.redirecting} />;
  if (user !== null) {
    return (
      <MessageCard title={s.signedInTitle} icon={<CheckIcon />} fullPage={fullPage} className={className}
        primaryButtonText={s.backHome} primaryAction={() => go(navigate, app.urls.home)}
        secondaryButtonText={s.signOut} secondaryAction={async () => { await app.signOut(); }}>
        <p>{s.signedInText}</p>
      </MessageCard>
    );
  }
  if (step?.kind === 'mfa') return (
    <AuthFlowContext.Provider value={setStep}>
      <MfaStep fullPage={fullPage} className={className} onBack={() => setStep(null)} />
    </AuthFlowContext.Provider>
  );
  if (step?.kind === 'code') return (
    <AuthFlowContext.Provider value={setStep}>
      <EmailCodeStep sent={step} fullPage={fullPage} className={className} onCancel={() => setStep(null)} />
    </AuthFlowContext.Provider>
  );
  return (
    <AuthFlowContext.Provider value={setStep}>
      <Methods {...props} />
    </AuthFlowContext.Provider>
  );
}

function go(navigate: ((url: string) => void) | null, url: string): void {
  if (navigate === null) globalThis.location.assign(url);
  else navigate(url);
}

function Methods({ type, fullPage, extraInfo, firstTab, noPasswordRepeat, className }: AuthPageProps): ReactNode {
  const { app } = usePortcullis();
  const s = useStrings();
  const { config } = useProject();
  const [email, setEmail] = useState('');
  const first: AuthMethodTab = firstTab === 'magic-link' ? 'magic-link' : 'password';
  const [tab, setTab] = useState<AuthMethodTab>(first);
  const signIn = type === 'sign-in';
  const title = signIn ? s.signInTitle : s.signUpTitle;
  if (!signIn && !config.signUpEnabled) {
    return (
      <MessageCard title={s.signUpTitle} fullPage={fullPage} className={className}>
        <p>{s.signUpDisabled}</p>
        <p><Link href={app.urls.signIn}>{s.signInLink}</Link></p>
      </MessageCard>
    );
  }
  const lead = signIn
    ? (config.signUpEnabled ? <>{s.noAccount} <Link href={app.urls.signUp}>{s.signUpLink}</Link></> : null)
    : <>{s.haveAccount} <Link href={app.urls.signIn}>{s.signInLink}</Link></>;
  const quick = config.enabledOAuthProviderIds.length > 0 || (signIn && config.passkeyEnabled);
  const emailMethods = config.credentialEnabled || config.magicLinkEnabled;
  const shared = { email, onEmailChange: setEmail };
  const password = signIn ? <CredentialSignIn {...shared} /> : <CredentialSignUp noPasswordRepeat={noPasswordRepeat} {...shared} />;
  const code = <MagicLinkSignIn {...shared} />;
  const passwordTab = { id: 'password' as const, label: s.passwordTab };
  const codeTab = { id: 'magic-link' as const, label: s.emailCodeTab };
  return (
    <Screen title={title} lead={lead} card fullPage={fullPage} className={className}>
      <BusyScope>
        {quick ? (
          <div className="portcullis-providers">
            <OAuthButtonGroup type={type} />
            {signIn && config.passkeyEnabled ? <PasskeyButton /> : null}
          </div>
        ) : null}
        {quick && emailMethods ? <p className="portcullis-divider">{s.orContinueWith}</p> : null}
        {config.credentialEnabled && config.magicLinkEnabled ? (
          <Tabs label={s.methodTabs} tabs={first === 'password' ? [passwordTab, codeTab] : [codeTab, passwordTab]} selected={tab} onSelect={setTab}>
            {tab === 'password' ? password : code}
          </Tabs>
        ) : config.credentialEnabled ? password : config.magicLinkEnabled ? code : null}
        {!quick && !emailMethods ? <p role="alert" className="portcullis-alert">{s.noSignInMethod}</p> : null}
      </BusyScope>
      {extraInfo === undefined || extraInfo === null ? null : <div className="portcullis-extra">{extraInfo}</div>}
    </Screen>
  );
}
