/**
 * SignUp: the sign-up card — the same methods as sign-in (OAuth, password with the policy checked as the person types,
 * emailed code) — same props as the official SignUp: fullPage, automaticRedirect, extraInfo, firstTab, noPasswordRepeat.
 */
import type { ReactNode } from 'react';
import { AuthPage, type AuthPageProps } from '../components/auth-page';

export type SignUpProps = Omit<AuthPageProps, 'type'>;

export function SignUp(props: SignUpProps): ReactNode {
  return <AuthPage {...props} type="sign-up" />;
}
