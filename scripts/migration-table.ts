/**
 * Drafts the rows of docs/migrating-from-stack.md's table: every in-scope official member (tests/docs/support/
 * official-members.ts) with our counterpart — the same name on our matching object, else the mapping below, else
 * missing. Run `npx tsx scripts/migration-table.ts > /tmp/rows.md` after an SDK bump and merge the new rows by hand;
 * tests/docs/migrating-from-stack.test.ts checks the table.
 */
import { officialMembers } from '../tests/docs/support/official-members';
import { ourMembers } from '../tests/docs/support/our-members';

const OURS: Record<string, string> = {
  'client app': 'ClientApp', 'server app': 'ServerApp', 'admin app': 'AdminApp', user: 'CurrentUser', 'server user': 'ServerUser',
  team: 'Team', 'server team': 'ServerTeam', 'received invitation': 'ReceivedTeamInvitation', 'sent invitation': 'SentTeamInvitation',
  'contact channel': 'ContactChannel', 'team member profile': 'TeamMemberProfile', 'admin project': 'AdminProject',
  'owned project': 'AdminProject', 'oauth provider': 'OAuthProvider', 'connected account': 'ConnectedAccount',
};
const VAR: Record<string, string> = {
  ClientApp: 'app', ServerApp: 'server', AdminApp: 'admin', CurrentUser: 'user', ServerUser: 'serverUser', Team: 'team', ServerTeam: 'serverTeam',
  ReceivedTeamInvitation: 'invitation', SentTeamInvitation: 'invitation', ContactChannel: 'channel', TeamMemberProfile: 'profile',
  AdminProject: 'project', OAuthProvider: 'provider', ConnectedAccount: 'account', AccountExtras: '(await accountSettings(user))',
  SessionTokens: 'user.tokens',
};
const PARITY = 'wt-parity';
const tokens = (owner: string): Record<string, readonly [string, string]> => ({
  getAccessToken: [`${owner}.tokens.getAccessToken`, 'reshaped'], getRefreshToken: [`${owner}.tokens.getRefreshToken`, 'reshaped'],
  getAuthJson: [`${owner}.tokens.getAuthJson`, 'reshaped'], getAuthorizationHeader: [`${owner}.tokens.getAuthorizationHeader`, 'reshaped'],
  useAccessToken: ['react:useAccessToken', 'reshaped'], useAuthJson: ['react:useAuthJson', 'reshaped'],
});
/** group.member → [our path, status] (status: same | renamed | reshaped); a path ending in ` (wt-parity)` comes with that branch. */
const MAP: Record<string, Record<string, readonly [string, string]>> = {
  'client app': {
    ...tokens('ClientApp'),
    signInWithCredential: ['ClientApp.signInWithPassword', 'renamed'], signUpWithCredential: ['ClientApp.signUpWithPassword', 'renamed'],
    callOAuthCallback: ['ClientApp.handleOAuthCallback', 'renamed'], verifyPasswordResetCode: ['ClientApp.checkPasswordResetCode', 'renamed'],
    useUser: ['react:useUser', 'reshaped'], useProject: ['react:useProject', 'reshaped'],
    useRefreshToken: ['react:useRefreshToken', 'reshaped'], useAuthorizationHeader: ['react:useAuthorizationHeader', 'reshaped'],
    useNavigate: ['react:useNavigate', 'reshaped'],
    verifyTeamInvitationCode: [`ClientApp.verifyTeamInvitationCode (${PARITY})`, 'same'],
    ...Object.fromEntries(['AccountSettings', 'AfterSignIn', 'AfterSignOut', 'AfterSignUp', 'EmailVerification', 'Error', 'ForgotPassword', 'Home',
      'MagicLinkCallback', 'Mfa', 'OAuthCallback', 'PasswordReset', 'SignIn', 'SignOut', 'SignUp', 'TeamInvitation']
      .map((n) => [`redirectTo${n}`, [`ClientApp.redirectTo${n} (${PARITY})`, 'same'] as const])),
  },
  'server app': {
    getServerUser: ['ServerApp.getUser', 'reshaped'], listTeamMemberPermissions: [`ServerApp.listTeamMemberPermissions (${PARITY})`, 'same'],
    useUser: ['react:useServerUser', 'reshaped'], useUsers: ['react:useServerUsers', 'reshaped'], useTeam: ['react:useServerTeam', 'reshaped'],
    useTeams: ['react:useServerTeams', 'reshaped'], useTeamMemberPermissions: ['react:useTeamMemberPermissions', 'reshaped'],
  },
  'admin app': {
    listInternalApiKeys: ['AdminApp.apiKeys.list', 'reshaped'], createInternalApiKey: ['AdminApp.apiKeys.create', 'reshaped'],
    useInternalApiKeys: ['react:useInternalApiKeys', 'reshaped'],
    listTeamPermissionDefinitions: ['AdminApp.teamPermissionDefinitions.list', 'reshaped'],
    createTeamPermissionDefinition: ['AdminApp.teamPermissionDefinitions.create', 'reshaped'],
    updateTeamPermissionDefinition: ['AdminApp.teamPermissionDefinitions.update', 'reshaped'],
    deleteTeamPermissionDefinition: ['AdminApp.teamPermissionDefinitions.delete', 'reshaped'],
    useTeamPermissionDefinitions: ['react:useTeamPermissionDefinitions', 'reshaped'],
    listTeamPermissionDefinitionsPaginated: [`AdminApp.listTeamPermissionDefinitionsPaginated (${PARITY})`, 'same'],
    useEmailTemplates: ['react:useEmailTemplates', 'reshaped'], useProject: ['react:useAdminProject', 'reshaped'],
    getProject: ['AdminApp.getProject', 'same'],
  },
  user: {
    ...tokens('CurrentUser'),
    listTeams: ['CurrentUser.teams.list', 'reshaped'], getTeam: ['CurrentUser.teams.get', 'reshaped'], createTeam: ['CurrentUser.teams.create', 'reshaped'],
    leaveTeam: ['CurrentUser.teams.leave', 'reshaped'], listTeamInvitations: ['CurrentUser.teams.listInvitations', 'reshaped'],
    getPermission: ['CurrentUser.teams.getPermission', 'reshaped'], hasPermission: ['CurrentUser.teams.hasPermission', 'reshaped'],
    listPermissions: ['CurrentUser.teams.listPermissions', 'reshaped'], listContactChannels: ['CurrentUser.contactChannels.list', 'reshaped'],
    createContactChannel: ['CurrentUser.contactChannels.add', 'reshaped'], getTeamProfile: ['Team.getMyProfile', 'reshaped'],
    getActiveSessions: ['AccountExtras.getActiveSessions', 'reshaped'], revokeSession: ['AccountExtras.revokeSession', 'reshaped'],
    createApiKey: ['AccountExtras.createApiKey', 'reshaped'], listApiKeys: ['AccountExtras.listApiKeys', 'reshaped'],
    listOAuthProviders: ['AccountExtras.listOAuthProviders', 'reshaped'], getOAuthProvider: ['AccountExtras.getOAuthProvider', 'reshaped'],
    listConnectedAccounts: ['AccountExtras.listConnectedAccounts', 'reshaped'], getConnectedAccount: ['CurrentUser.getConnectedAccountAccessToken', 'reshaped'],
    registerPasskey: ['ClientApp.registerPasskey', 'reshaped'], currentSession: ['CurrentUser.tokens', 'reshaped'],
    setDisplayName: [`CurrentUser.setDisplayName (${PARITY})`, 'same'], setClientMetadata: [`CurrentUser.setClientMetadata (${PARITY})`, 'same'],
    getOrLinkConnectedAccount: [`CurrentUser.getOrLinkConnectedAccount (${PARITY})`, 'same'],
    useTeams: ['react:useTeams', 'reshaped'], useTeam: ['react:useTeam', 'reshaped'], useContactChannels: ['react:useContactChannels', 'reshaped'],
    usePermissions: ['react:usePermissions', 'reshaped'], usePermission: ['react:usePermission', 'reshaped'],
    useTeamInvitations: ['react:useTeamInvitations', 'reshaped'], useTeamProfile: ['react:useTeamProfile', 'reshaped'],
    useOAuthProviders: ['react:useOAuthProviders', 'reshaped'], useOAuthProvider: ['react:useOAuthProvider', 'reshaped'],
    useConnectedAccounts: ['react:useConnectedAccounts', 'reshaped'], useConnectedAccount: ['react:useConnectedAccountToken', 'reshaped'],
    useOrLinkConnectedAccount: ['react:useOrLinkConnectedAccount', 'reshaped'], useApiKeys: ['react:useApiKeys', 'reshaped'],
    useRefreshToken: ['react:useRefreshToken', 'reshaped'], useAuthorizationHeader: ['react:useAuthorizationHeader', 'reshaped'],
  },
  'server user': {
    ...Object.fromEntries(['sendVerificationEmail', 'createTeam', 'getTeam', 'leaveTeam', 'listTeamInvitations', 'getTeamProfile', 'getPermission',
      'setDisplayName', 'setPrimaryEmail', 'setServerMetadata', 'setClientReadOnlyMetadata', 'setClientMetadata', 'setSelectedTeam', 'updatePassword', 'setPassword']
      .map((n) => [n, [`ServerUser.${n} (${PARITY})`, 'same'] as const])),
    listOAuthProviders: ['AccountExtras.listOAuthProviders', 'reshaped'],
  },
  team: {
    useUsers: ['react:useTeamMembers', 'renamed'], useInvitations: ['react:useTeamSentInvitations', 'renamed'], useApiKeys: ['react:useTeamApiKeys', 'renamed'],
    listUsers: ['Team.listMembers', 'renamed'], createApiKey: ['AccountExtras.createTeamApiKey', 'reshaped'], listApiKeys: ['AccountExtras.listTeamApiKeys', 'reshaped'],
  },
  'server team': { useUsers: ['react:useServerTeamUsers', 'reshaped'] },
  'admin project': { useProductionModeErrors: ['react:useProductionModeErrors', 'reshaped'], getProductionModeErrors: ['AdminApp.getProductionModeProblems', 'renamed'], update: ['AdminApp.updateProject', 'reshaped'], delete: ['AdminApp.deleteProject', 'reshaped'] },
  'owned project': { app: [`AdminProject.app (${PARITY})`, 'same'] },
  'team member profile': { update: ['Team.updateMyProfile', 'reshaped'] },
  'connected account': { getAccessToken: ['ConnectedAccount.getAccessToken', 'same'], useAccessToken: ['react:useConnectedAccountToken', 'reshaped'], id: ['ConnectedAccount.provider', 'renamed'] },
};

const exists = ourMembers();
const call = (path: string, member: string): string => {
  if (path.startsWith('react:')) return `${path.slice(6)}(…)`;
  const [head, ...rest] = path.replace(` (${PARITY})`, '').split('.');
  const chain = rest.join('.');
  return `${VAR[head!] ?? head}.${chain}${/^(id|type|value|provider|teamProfile|app|urls|projectId|tokens)$|^[a-z]+[A-Z]?[a-z]*(Id|At|Email|Name|Url|Metadata|Verified|Enabled|Password)$|^(is|has|allow)[A-Z]/.test(member) && !/^(set|get|list|create|update|delete|send|has)/.test(member) ? '' : '(…)'}`;
};
console.log('| group | official | status | ours | example |\n|---|---|---|---|---|');
for (const { group, member } of officialMembers()) {
  const mapped = MAP[group]?.[member];
  const same = `${OURS[group]}.${member}`;
  const [path, status] = mapped ?? (exists(same) ? [same, 'same'] as const : ['—', 'missing'] as const);
  const example = path === '—' ? '—' : `\`${call(path, member)}\``;
  console.log(`| ${group} | \`${member}\` | ${status} | ${path === '—' ? '—' : `\`${path}\``} | ${example} |`);
}
