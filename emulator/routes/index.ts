/** Every route file of the emulator. Adding a resource = one import and one spread here. */
import type { Route } from '../http/route';
import { adminUtilityRoutes } from './admin-utils.routes';
import { apiKeyRoutes } from './api-keys.routes';
import { userTeamApiKeyRoutes } from './user-team-api-keys.routes';
import { emailTemplateRoutes } from './email-templates.routes';
import { configOverrideRoutes } from './config-override.routes';
import { sendEmailRoutes } from './send-email.routes';
import { projectRoutes } from './projects.routes';
import { anonymousRoutes } from './anonymous.routes';
import { devRoutes } from './dev.routes';
import { storageRoutes } from './storage.routes';
import { jwksRoutes } from './jwks.routes';
import { oauthAuthorizeRoutes } from './oauth-authorize.routes';
import { oauthCallbackRoutes } from './oauth-callback.routes';
import { oauthMockProviderRoutes } from './oauth-mock-provider.routes';
import { oauthTokenRoutes } from './oauth-token.routes';
import { passkeyRoutes } from './passkey.routes';
import { passwordChangeRoutes } from './password-change.routes';
import { passwordRoutes } from './password.routes';
import { rootRoutes } from './root.routes';
import { sessionRoutes } from './sessions.routes';
import { usersMeRoutes } from './users-me.routes';
import { userRoutes } from './users.routes';
import { contactChannelRoutes } from './contact-channels.routes';
import { contactChannelVerificationRoutes } from './contact-channel-verification.routes';
import { otpRoutes } from './otp.routes';
import { mfaRoutes } from './mfa.routes';
import { connectedAccountRoutes } from './connected-accounts.routes';
import { oauthProviderRoutes } from './oauth-providers.routes';
import { paymentRoutes } from './payments.routes';
import { permissionDefinitionRoutes } from './permission-definitions.routes';
import { projectPermissionRoutes } from './project-permissions.routes';
import { teamInvitationCodeRoutes } from './team-invitation-codes.routes';
import { teamInvitationRoutes } from './team-invitations.routes';
import { teamMemberProfileRoutes } from './team-member-profiles.routes';
import { teamMembershipRoutes } from './team-memberships.routes';
import { teamPermissionRoutes } from './team-permissions.routes';
import { teamRoutes } from './teams.routes';

export const ALL_ROUTES: readonly Route[] = [
  ...rootRoutes,
  ...devRoutes,
  ...storageRoutes,
  ...jwksRoutes,
  ...sessionRoutes,
  ...oauthTokenRoutes,
  ...oauthAuthorizeRoutes,
  ...oauthCallbackRoutes,
  ...oauthMockProviderRoutes,
  ...passkeyRoutes,
  ...passwordRoutes,
  ...passwordChangeRoutes,
  ...anonymousRoutes,
  ...usersMeRoutes,
  ...userRoutes,
  ...contactChannelRoutes,
  ...contactChannelVerificationRoutes,
  ...otpRoutes,
  ...mfaRoutes,
  ...connectedAccountRoutes,
  ...oauthProviderRoutes,
  ...paymentRoutes,
  ...teamRoutes,
  ...teamMembershipRoutes,
  ...teamMemberProfileRoutes,
  ...teamPermissionRoutes,
  ...projectPermissionRoutes,
  ...permissionDefinitionRoutes,
  ...teamInvitationCodeRoutes,
  ...teamInvitationRoutes,
  ...projectRoutes,
  ...apiKeyRoutes,
  ...userTeamApiKeyRoutes,
  ...emailTemplateRoutes,
  ...adminUtilityRoutes,
  ...configOverrideRoutes,
  ...sendEmailRoutes,
];
