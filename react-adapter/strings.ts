/**
 * Every piece of visible text of the default screens, in one table (English). Pass `strings` to the provider to
 * translate or reword any of them; the service's own error messages (spec §8 wording) are shown as the service sends them.
 */
/*
 * The texts of the account settings and team pages are in strings/settings-strings.ts, loaded with those screens;
 * `loadDefaultStrings()` (strings/default-strings.ts) joins both parts for apps that translate the table.
 */
import type { SETTINGS_STRINGS } from './strings/settings-strings';

/** The texts of the screens an app shows up front (sign-in, sign-up, codes, MFA, user button, team switcher…). */
export const CORE_STRINGS = {
  loading: 'Loading…',
  email: 'Email',
  password: 'Password',
  repeatPassword: 'Repeat password',
  newPassword: 'New password',
  displayName: 'Display name',
  code: 'Code',
  totpCode: 'Six-digit code from your authenticator app',
  signInTitle: 'Sign in',
  signInWithPassword: 'Sign in',
  signInWithPasskey: 'Sign in with a passkey',
  signInWith: (provider: string) => `Sign in with ${provider}`,
  orContinueWith: 'Or continue with',
  signUpWith: (provider: string) => `Sign up with ${provider}`,
  showPassword: 'Show password',
  methodTabs: 'How to sign in',
  passwordTab: 'Password',
  emailCodeTab: 'Email code',
  emailCodeIntro: 'We will email you a code and a link. No password needed.',
  checkEmailTitle: 'Check your email',
  continueWithCode: 'Continue',
  resendCode: 'Resend code',
  codeResent: 'We sent a new code.',
  useAnotherEmail: 'Use another email',
  backToSignIn: 'Back to sign in',
  forgotPasswordShort: 'Forgot password?',
  signedInTitle: 'You are signed in',
  signedInText: 'You are already signed in to this account.',
  redirecting: 'Signing you in…',
  noSignInMethod: 'No sign-in method is enabled for this project.',
  resetLinkSentTo: (email: string) => `If an account uses ${email}, a link to choose a new password is on its way.`,
  requestNewLink: 'Request a new link',
  magicLinkTitle: 'Email me a sign-in code',
  sendMagicLink: 'Send code',
  magicLinkSent: (email: string) => `We sent a link and a code to ${email}. Open the link, or enter the code here.`,
  signInWithCode: 'Sign in with the code',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  mfaTitle: 'Two-factor authentication',
  mfaIntro: 'Your account asks for a second step: open your authenticator app.',
  verify: 'Verify',
  signUpTitle: 'Create an account',
  signUp: 'Sign up',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  signUpDisabled: 'New accounts cannot be created for this app.',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordIntro: 'Enter your email and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  passwordResetTitle: 'Choose a new password',
  setNewPassword: 'Set new password',
  passwordResetDone: 'Your password has been changed. You can sign in with it now.',
  emailVerificationTitle: 'Email verification',
  emailVerified: 'Your email address is verified.',
  callbackTitle: 'Signing you in…',
  notACallback: 'There is nothing to finish here: open the link from your email, or sign in again.',
  missingCode: 'This link has no code. Open the link from your email again.',
  signOutTitle: 'Signing out…',
  signedOut: 'You are signed out.',
  signOutConfirmTitle: 'Sign out?',
  signOutConfirmAs: (account: string) => `You are signed in as ${account}.`,
  notSignedIn: 'You are not signed in.',
  magicLinkConfirmTitle: 'Continue with this link?',
  magicLinkConfirmAs: (account: string) => `This link signs you in as ${account}.`,
  magicLinkNotRequestedHere: 'It was not requested from this browser. Continue only if you asked for it yourself just now.',
  magicLinkReplacesSession: 'You will be signed out of the account you are using now.',
  continueSignIn: 'Sign in',
  declineSignIn: 'Cancel',
  magicLinkDeclined: 'You were not signed in. The link can no longer be used.',
  invitationTitle: 'Team invitation',
  invitationTo: (team: string) => `You are invited to join ${team}.`,
  acceptInvitation: 'Join the team',
  invitationAccepted: (team: string) => `You joined ${team}.`,
  signInToAccept: 'Sign in to accept the invitation',
  invitationSignInFirst: 'Sign in to see which team invited you and to join it.',
  errorTitle: 'Something went wrong',
  unexpectedError: 'Something went wrong. Please try again.',
  notFound: 'This page does not exist.',
  backHome: 'Go to the home page',
  noTeams: 'You are not in any team yet.',
  createATeam: 'Create a team',
  signOut: 'Sign out',
  accountSettingsLink: 'Account settings',
  userMenu: (name: string) => `Account menu for ${name}`,
  noTeamSelected: 'No team',
  unnamedMember: 'Unnamed member',
  // User button and team switcher.
  toggleColorMode: 'Toggle light and dark',
  signedOutMenu: 'Account menu',
  switchTeam: 'Switch team',
  selectTeamPrompt: 'Select a team',
  teamSwitcherLabel: (team: string) => `Team: ${team}`,
  teamSettingsOf: (team: string) => `${team} settings`,
} as const;

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : never;
type Table<T> = { readonly [K in keyof T]: Widen<T[K]> };

/** The up-front part of the table: what `useStrings()` gives every screen. */
export type CoreStrings = Table<typeof CORE_STRINGS>;

/** The strings table's shape: each entry a string, or a function for the ones that insert a value. */
export type PortcullisStrings = CoreStrings & Table<typeof SETTINGS_STRINGS>;

