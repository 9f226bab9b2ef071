/**
 * The steps after a sign-in method answers: the MFA code, the emailed code, or "done" (the app is redirecting). On an
 * AuthPage the whole card turns into that step; a building block used on its own (CredentialSignIn, MagicLinkSignIn…)
 * shows the step in its own place instead.
 */
import { createContext, useContext, useState } from 'react';

export type AuthStep =
  | { readonly kind: 'mfa' }
  | { readonly kind: 'code'; readonly email: string; readonly nonce: string }
  | { readonly kind: 'done' };

export const AuthFlowContext = createContext<((step: AuthStep | null) => void) | null>(null);

const MFA_REQUIRED = 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';

/**
 * The step to show here (null on an AuthPage, which shows it itself) and how to move on. `settle` turns a sign-in
 * Result into the next step: success → done, the MFA answer → the MFA step (not an error), anything else is returned.
 */
export function useAuthStep(): {
  readonly step: AuthStep | null;
  readonly go: (step: AuthStep | null) => void;
  readonly settle: <R extends { readonly ok: boolean; readonly error?: unknown }>(result: R) => R | { readonly ok: true };
} {
  const page = useContext(AuthFlowContext);
  const [local, setLocal] = useState<AuthStep | null>(null);
  const go = page ?? setLocal;
  return {
    step: page === null ? local : null,
    go,
    settle: (result) => {
      if (result.ok) {
        go({ kind: 'done' });
        return result;
      }
      if ((result.error as { code?: unknown } | undefined)?.code === MFA_REQUIRED) {
        go({ kind: 'mfa' });
        return { ok: true };
      }
      return result;
    },
  };
}
