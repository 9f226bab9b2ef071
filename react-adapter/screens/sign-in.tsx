/**
 * SignIn: the sign-in card with every method the project enables (components/auth-page.tsx), same props as the
 * official SignIn: fullPage, automaticRedirect, extraInfo, firstTab.
 */
import type { ReactNode } from 'react';
import { AuthPage, type AuthPageProps } from '../components/auth-page';

export type SignInProps = Omit<AuthPageProps, 'type' | 'noPasswordRepeat'>;

export function SignIn(props: SignInProps): ReactNode {
  return <AuthPage {...props} type="sign-in" />;
}
