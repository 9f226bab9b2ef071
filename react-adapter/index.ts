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
export { AccountSettings } from './screens/account-settings';
export { UserButton } from './screens/user-button';
export { SelectedTeamSwitcher } from './screens/team-switcher';
export { TeamPage } from './screens/team-page';
