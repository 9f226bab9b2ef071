/**
 * MagicLinkSignIn: the email field and "Send code" (same name as the official component). The service emails a link
 * and a code; a new person gets an account, so sign-up offers it too. Then the code step: the whole card on an
 * AuthPage, in place when used on its own.
 */
import type { ReactNode } from 'react';
import { useClientApp, useStrings } from '../context';
import { useAuthStep } from '../ui/auth-flow';
import { ActionForm, Field } from '../ui/form';
import { CodeForm } from './email-code-step';

export interface MagicLinkSignInProps {
  /** The email field's value and its setter, when the page shares one email field between methods. */
  readonly email?: string;
  readonly onEmailChange?: (email: string) => void;
}

export function MagicLinkSignIn({ email, onEmailChange }: MagicLinkSignInProps): ReactNode {
  const app = useClientApp();
  const s = useStrings();
  const { step, go } = useAuthStep();
  if (step?.kind === 'code') return <CodeForm sent={step} onCancel={() => go(null)} />;
  return (
    <ActionForm label={s.magicLinkTitle} submitLabel={s.sendMagicLink}
      onSubmit={async (data) => {
        const address = String(data.get('email') ?? '').trim();
        const result = await app.sendMagicLinkEmail(address);
        if (result.ok) go({ kind: 'code', email: address, nonce: result.value.nonce });
        return result;
      }}>
      <Field name="email" label={s.email} type="email" autoComplete="email" errorKind="email" required
        {...(email === undefined ? {} : { value: email, onChange: (event) => onEmailChange?.(event.target.value) })} />
      <p className="portcullis-hint">{s.emailCodeIntro}</p>
    </ActionForm>
  );
}
