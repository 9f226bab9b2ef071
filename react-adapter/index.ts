/**
 * portcullis/react: the provider, the hooks and the default screens, built on the client app's public API only.
 *
 *   <PortcullisProvider app={app}>
 *     <PortcullisHandler />            // on /handler/* routes
 *   </PortcullisProvider>
 */
export { PortcullisProvider, type PortcullisProviderProps } from './provider';
export {
  useAccessToken, useAuthJson, useClientApp, useConnectedAccountToken, useContactChannels, usePermission, usePermissions, useProject, useTeam, useTeamInvitations, useTeamMembers,
  useTeams, useUser, type UseUserOptions,
} from './hooks';
export { useObservable } from './use-observable';
export { PortcullisHandler, handlerSlug, type PortcullisHandlerProps } from './handler';
export { PortcullisStyles, PORTCULLIS_CSS } from './theme';
export { DEFAULT_STRINGS, type PortcullisStrings } from './strings';
export type { PortcullisColorScheme } from './context';
export { SignIn } from './screens/sign-in';
export { SignUp } from './screens/sign-up';
export { MfaStep } from './screens/mfa';
export { ForgotPassword } from './screens/forgot-password';
export { PasswordReset } from './screens/password-reset';
export { EmailVerification } from './screens/email-verification';
export { MagicLinkCallback, OAuthCallback } from './screens/callbacks';
export { SignOut } from './screens/sign-out';
export { TeamInvitation } from './screens/team-invitation';
export { ErrorScreen, NotFound } from './screens/error';
export { AccountSettings, type AccountSettingsItem, type AccountSettingsProps } from './screens/account-settings';
export { UserButton, type UserButtonProps } from './screens/user-button';
export { UserAvatar, type UserAvatarProps } from './screens/user-avatar';
export { SelectedTeamSwitcher, TeamSwitcher, type SelectedTeamSwitcherProps, type TeamSwitcherProps } from './screens/team-switcher';
export { TeamPage } from './screens/team-page';
