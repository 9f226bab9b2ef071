/**
 * portcullis/react: the provider, the hooks and the default screens, built on the client app's public API only.
 *
 *   <PortcullisProvider app={app}>
 *     <PortcullisHandler />            // on /handler/* routes
 *   </PortcullisProvider>
 */
export { PortcullisProvider, type PortcullisProviderProps } from './provider';
export {
  useAccessToken, useAuthJson, useClientApp, useConnectedAccountToken, useContactChannels, usePermission, usePermissions, useProject, useTeam, useTeamSentInvitations, useTeamMembers,
  useTeams, useUser, useRefreshToken, useAuthorizationHeader, useNavigate, usePartialUser, type UseUserOptions,
} from './hooks';
export {
  useActiveSessions, useApiKeys, useConnectedAccounts, useOAuthProvider, useOAuthProviders, useOrLinkConnectedAccount, useProjectPermissions,
  useTeamApiKeys, useTeamInvitations, useTeamProfile,
} from './account-hooks';
export {
  useAdminProject, useEmailTemplates, useInternalApiKeys, useOwnedProjects, useProductionModeErrors, useServerTeam, useServerTeams,
  useServerTeamUsers, useServerUser, useServerUsers, useTeamMemberPermissions, useTeamPermissionDefinitions, useProjectPermissionDefinitions, useConfig,
} from './server-hooks';
export { useObservable } from './use-observable';
export { PortcullisHandler, handlerSlug, type HandlerComponentProps, type PortcullisHandlerProps } from './handler';
export { PortcullisStyles, PORTCULLIS_CSS } from './theme';
export type { PortcullisStrings } from './strings';
export { loadDefaultStrings } from './strings/default-strings';
export type { PortcullisColorScheme } from './context';
export { SignIn, type SignInProps } from './screens/sign-in';
export { SignUp, type SignUpProps } from './screens/sign-up';
export { MfaStep, type MfaStepProps } from './screens/mfa';
export { ForgotPassword, type ForgotPasswordProps } from './screens/forgot-password';
export type { ScreenComponentProps } from './ui/screen';
// Building blocks, with the official SDK's names and props: each works on its own inside a PortcullisProvider.
export { AuthPage, type AuthMethodTab, type AuthPageProps } from './components/auth-page';
export { CredentialSignIn, type CredentialSignInProps } from './components/credential-sign-in';
export { CredentialSignUp, type CredentialSignUpProps } from './components/credential-sign-up';
export { MagicLinkSignIn, type MagicLinkSignInProps } from './components/magic-link-sign-in';
export { OAuthButton, type OAuthButtonProps } from './components/oauth-button';
export { OAuthButtonGroup, type OAuthButtonGroupProps } from './components/oauth-button-group';
export { MessageCard, type MessageCardProps } from './components/message-card';
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
