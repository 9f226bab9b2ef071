/**
 * SignIn: every method the project enables — one button per OAuth provider, a passkey button, email and password, and
 * an emailed code (magic link / one-time code) — then the MFA step when the service asks for it.
 */
import { useState, type ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useProject } from '../hooks';
import { ActionForm, Field } from '../ui/form';
import { providerName } from '../ui/provider-names';
import { Link, Screen } from '../ui/screen';
import { useSubmit } from '../ui/use-submit';
import { MfaStep } from './mfa';

const MFA_REQUIRED = 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';

/** A sign-in Result that asks for the second factor switches the screen to the MFA step instead of showing an error. */
function unlessMfa(onMfa: () => void) {
  return (result: { ok: boolean; error?: { code?: unknown } }) => {
    if (!result.ok && result.error?.code === MFA_REQUIRED) {
      onMfa();
      return { ok: true };
    }
    return result;
  };
}

export function SignIn({ className }: { readonly className?: string }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { config } = useProject();
  const [mfa, setMfa] = useState(false);
  if (mfa) return <MfaStep className={className} />;
  const toMfa = unlessMfa(() => setMfa(true));
  return (
    <Screen title={s.signInTitle} className={className}>
      <QuickMethods providers={config.enabledOAuthProviderIds} passkey={config.passkeyEnabled} toMfa={toMfa} />
      {config.credentialEnabled ? (
        <ActionForm label={s.signInTitle} submitLabel={s.signInWithPassword}
          onSubmit={async (data) => toMfa(await app.signInWithPassword({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') }))}>
          <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required />
          <Field name="password" label={s.password} type="password" autoComplete="current-password" errorKind="password" required />
        </ActionForm>
      ) : null}
      {config.magicLinkEnabled ? (
        <>
          {config.credentialEnabled ? <p className="portcullis-divider" aria-hidden="true">{s.orDivider}</p> : null}
          <MagicLinkForm toMfa={toMfa} />
        </>
      ) : null}
      <nav className="portcullis-links">
        {config.credentialEnabled ? <Link href={app.urls.forgotPassword}>{s.forgotPasswordLink}</Link> : null}
        {config.signUpEnabled ? <p>{s.noAccount} <Link href={app.urls.signUp}>{s.signUpLink}</Link></p> : null}
      </nav>
    </Screen>
  );
}

type ToMfa = ReturnType<typeof unlessMfa>;

function QuickMethods({ providers, passkey, toMfa }: { readonly providers: readonly string[]; readonly passkey: boolean; readonly toMfa: ToMfa }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { pending, error, submit } = useSubmit();
  if (providers.length === 0 && !passkey) return null;
  return (
    <div className="portcullis-quick" aria-busy={pending}>
      {providers.map((id) => (
        <button key={id} type="button" className="portcullis-button portcullis-secondary" disabled={pending}
          onClick={() => void submit(() => app.signInWithOAuth(id))}>{s.signInWith(providerName(id))}</button>
      ))}
      {passkey ? (
        <button type="button" className="portcullis-button portcullis-secondary" disabled={pending}
          onClick={() => void submit(async () => toMfa(await app.signInWithPasskey()))}>{s.signInWithPasskey}</button>
      ) : null}
      <div role="alert" className="portcullis-alert">{error}</div>
      <p className="portcullis-divider" aria-hidden="true">{s.orDivider}</p>
    </div>
  );
}

function MagicLinkForm({ toMfa }: { readonly toMfa: ToMfa }): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const [sent, setSent] = useState<{ email: string; nonce: string } | null>(null);
  if (sent === null) {
    return (
      <ActionForm label={s.magicLinkTitle} title={s.magicLinkTitle} submitLabel={s.sendMagicLink}
        onSubmit={async (data) => {
          const email = String(data.get('email') ?? '');
          const result = await app.sendMagicLinkEmail(email);
          if (result.ok) setSent({ email, nonce: result.value.nonce });
          return result;
        }}>
        <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required />
      </ActionForm>
    );
  }
  return (
    <ActionForm label={s.signInWithCode} title={s.magicLinkTitle} submitLabel={s.signInWithCode}
      onSubmit={async (data) => toMfa(await app.signInWithMagicLink({ otp: String(data.get('code') ?? ''), nonce: sent.nonce }))}>
      <p role="status">{s.magicLinkSent(sent.email)}</p>
      <Field name="code" label={s.code} errorKind="code" autoComplete="one-time-code" required />
    </ActionForm>
  );
}
