/** Project defaults of protocol §2.16: the config a new project starts with. */
import type { PermissionDefinition, ProjectConfig, ProjectRecord } from './records';

export const SYSTEM_TEAM_PERMISSIONS: readonly PermissionDefinition[] = [
  { id: '$delete_team', description: 'Delete the team', containedPermissionIds: [] },
  { id: '$invite_members', description: 'Invite other users to the team', containedPermissionIds: [] },
  { id: '$manage_api_keys', description: 'Create and manage API keys for the team', containedPermissionIds: [] },
  { id: '$read_members', description: 'Read and list the other members of the team', containedPermissionIds: [] },
  { id: '$remove_members', description: 'Remove other members from the team', containedPermissionIds: [] },
  { id: '$update_team', description: 'Update the team information', containedPermissionIds: [] },
];

export function defaultProjectConfig(): ProjectConfig {
  return {
    allowLocalhost: true, signUpEnabled: true, credentialEnabled: true, magicLinkEnabled: false, passkeyEnabled: false,
    clientTeamCreationEnabled: false, clientUserDeletionEnabled: false, allowUserApiKeys: false, allowTeamApiKeys: false,
    oauthProviders: [], domains: [], emailConfig: { type: 'shared' }, emailTheme: '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac',
    createTeamOnSignUp: false, teamCreatorDefaultPermissions: ['team_admin'], teamMemberDefaultPermissions: ['team_member'],
    userDefaultPermissions: [], oauthAccountMergeStrategy: 'link_method', requireEmailVerification: false,
    requirePublishableClientKey: false,
    teamPermissionDefinitions: {
      team_admin: {
        id: 'team_admin', description: 'Default permission for team admins',
        containedPermissionIds: ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'],
      },
      team_member: {
        id: 'team_member', description: 'Default permission for team members',
        containedPermissionIds: ['$invite_members', '$read_members'],
      },
    },
    projectPermissionDefinitions: {},
  };
}

export function newProjectRecord(id: string, displayName: string, createdAt: number, ownerTeamId: string | null): ProjectRecord {
  return {
    id, displayName, description: '', createdAt, isProductionMode: false, ownerTeamId, onboardingStatus: 'completed',
    logoUrl: null, logoFullUrl: null, logoDarkModeUrl: null, logoFullDarkModeUrl: null, config: defaultProjectConfig(),
  };
}
