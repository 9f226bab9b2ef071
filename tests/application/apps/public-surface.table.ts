/**
 * The public surface the hostile-argument property test walks: each public object, how to build one on the emulator,
 * the users its calls must never touch, and per method a valid argument list (a hostile value replaces one argument,
 * or one named field of an input object). Methods without arguments are listed so the table stays complete.
 */
import { accountSettings } from '../../../application';
import type { World } from './public-surface.arguments.test';

export interface MethodArgs {
  readonly valid: readonly unknown[];
  /** Per argument position, the fields of its input object a hostile value may replace (dotted: nested ones). */
  readonly fields?: readonly (readonly string[] | undefined)[];
  /** The positions that are ids: a string accepted there must be what the request names, as one segment or query value. */
  readonly ids?: readonly number[];
}

export interface Surface {
  readonly name: string;
  readonly build: (world: World) => Promise<{ readonly target: object; readonly others: readonly string[]; readonly noMe: boolean }>;
  readonly methods: Readonly<Record<string, MethodArgs | 'no arguments'>>;
  /** Calls that mean the request's own user by design (server.getUser() or getUser(options)): they may use 'me'. */
  readonly meantMe?: (method: string, args: readonly unknown[]) => boolean;
}

const PASSWORD = 'correct horse battery staple';
const none = 'no arguments' as const;
const one = (valid: unknown, fields?: readonly string[]): MethodArgs => ({ valid: [valid], fields: [fields] });
const two = (a: unknown, b: unknown, fields?: readonly string[]): MethodArgs => ({ valid: [a, b], fields: [undefined, fields] });
/** An id as the first argument (and, with `then`, a second argument after it). */
const id = (valid: unknown, ...then: unknown[]): MethodArgs => ({ valid: [valid, ...then], ids: [0] });
const ids = (a: unknown, b: unknown): MethodArgs => ({ valid: [a, b], ids: [0, 1] });

/** Built once: a requester (a server app may act for it), a target the calls mean, a bystander, a team of the target's. */
let scene: ReturnType<typeof buildScene> | undefined;
async function buildScene(world: World) {
  const { h } = world;
  const requester = await h.aUser({ password: PASSWORD });
  const target = await h.aUser({ password: PASSWORD });
  const bystander = await h.aUser({ password: PASSWORD });
  const created = await h.server.createTeam({ displayName: 'Rowers', creatorUserId: target.id });
  if (!created.ok) throw created.error;
  const others = [requester.id, bystander.id];
  return { requester, target, bystander, team: created.value, others, before: await othersNow(world, others) };
}
export const sceneOf = (world: World) => (scene ??= buildScene(world));

/** What the hostile calls must leave alone: the other users' records (activity time aside) and their teams. */
export async function othersNow(world: World, ids: readonly string[]): Promise<string> {
  const records = await Promise.all(ids.map(async (id) => {
    const { lastActiveAt: _, ...fields } = { ...(await world.h.server.getUser(id)) } as Record<string, unknown>;
    const teams = (await world.h.server.listTeams({ userId: id })).map((team) => team.id);
    return { fields: JSON.stringify(fields), teams };
  }));
  return JSON.stringify(records);
}

async function currentUser(world: World) {
  const { target, others } = await sceneOf(world);
  const user = await (await world.clientFor(target)).getUser({ or: 'throw' });
  return { user, others };
}

const TEAM = 'team-id-that-does-not-exist';
/** ClientApp's redirectToXyz members (the official names, one per handler URL). */
export const REDIRECT_MEMBERS = [
  'redirectToSignIn', 'redirectToSignUp', 'redirectToSignOut', 'redirectToEmailVerification', 'redirectToPasswordReset',
  'redirectToForgotPassword', 'redirectToOAuthCallback', 'redirectToMagicLinkCallback', 'redirectToAccountSettings',
  'redirectToTeamInvitation', 'redirectToMfa', 'redirectToError', 'redirectToHome', 'redirectToAfterSignIn', 'redirectToAfterSignUp',
  'redirectToAfterSignOut', 'redirectToOnboarding',
] as const;
const CALLBACK = 'http://localhost:5173/handler/team-invitation';

export const SURFACES: readonly Surface[] = [
  {
    name: 'ClientApp',
    build: async (world) => {
      const { others } = await sceneOf(world);
      return { target: await world.clientFor(await world.h.aUser({ password: PASSWORD })), others, noMe: false };
    },
    methods: {
      signUpWithPassword: one({ email: 'new@example.com', password: PASSWORD, noRedirect: true }, ['email', 'password', 'verificationCallbackUrl', 'noRedirect']),
      signInWithPassword: one({ email: 'nobody@example.com', password: PASSWORD, noRedirect: true }, ['email', 'password', 'noRedirect']),
      sendMagicLinkEmail: two('nobody@example.com', { callbackUrl: 'http://localhost:5173/cb' }, ['callbackUrl']),
      signInWithMagicLink: two('x'.repeat(45), { noRedirect: true }, ['noRedirect']),
      signInWithMfa: one({ totp: '123456', attemptCode: 'x', noRedirect: true }, ['totp', 'attemptCode']),
      verifyEmail: one('x'.repeat(45)),
      sendForgotPasswordEmail: two('nobody@example.com', { callbackUrl: 'http://localhost:5173/cb' }, ['callbackUrl']),
      checkPasswordResetCode: one('x'.repeat(45)),
      resetPassword: one({ code: 'x'.repeat(45), password: PASSWORD }, ['code', 'password']),
      acceptTeamInvitation: one('x'.repeat(45)),
      handleMagicLinkCallback: one({ noRedirect: true }, ['noRedirect']),
      registerPasskey: none,
      signInWithPasskey: one({ noRedirect: true }, ['noRedirect']),
      signInWithOAuth: two('github', { returnTo: '/after' }, ['returnTo', 'providerScope']),
      handleOAuthCallback: none,
      getTeamInvitationDetails: one('x'.repeat(45)),
      signOut: one({ redirectUrl: '/bye' }, ['redirectUrl']),
      handleSignOutPage: one({ redirectUrl: '/bye' }, ['redirectUrl']),
      getUser: one({ or: 'return-null' }, ['or', 'includeRestricted']),
      getProject: none,
      onSessionChange: one(() => undefined),
      verifyTeamInvitationCode: one('x'.repeat(45)),
      setRouterNavigate: one(() => undefined),
      ...Object.fromEntries(REDIRECT_MEMBERS.map((name) => [name, one({ replace: true })])),
    },
  },
  {
    // Acting for a request of the requester's: an argument that fell back to the requester would show as /users/me.
    name: 'ServerApp',
    build: async (world) => {
      const { requester, bystander } = await sceneOf(world);
      return { target: world.h.serverWithTokens(await world.sessionOf(requester)), others: [requester.id, bystander.id], noMe: true };
    },
    meantMe: (method, [first]) => method === 'getUser' && (first === undefined || (typeof first === 'object' && first !== null && !Array.isArray(first))),
    methods: {
      listUsers: one({ limit: 2 }, ['limit', 'cursor', 'desc', 'orderBy', 'query', 'teamId', 'includeRestricted', 'includeAnonymous', 'onlyAnonymous']),
      createUser: one({ primaryEmail: 'made@example.com' }, ['primaryEmail', 'displayName', 'clientMetadata', 'password', 'primaryEmailVerified',
        'oauthProviders', 'clientMetadata.nested']),
      getUser: id('user-id-that-does-not-exist'),
      listTeams: one({ userId: 'user-id-that-does-not-exist' }, ['userId']),
      getTeam: id(TEAM),
      createTeam: one({ displayName: 'Team' }, ['displayName', 'creatorUserId', 'clientMetadata', 'profileImageUrl']),
      createOAuthProvider: one({ userId: 'user-id-that-does-not-exist', providerConfigId: 'github', accountId: 'gh-edge', allowSignIn: false, allowConnectedAccounts: true },
        ['userId', 'providerConfigId', 'accountId', 'email', 'allowSignIn', 'allowConnectedAccounts']),
      // Local verification: no request to the service but the JWKS fetch (a forged token never names another user).
      authenticateRequest: one({ headers: { authorization: 'Bearer not-a-jwt' } }, ['headers']),
      verifyAccessToken: one('not-a-jwt'),
      listTeamMemberPermissions: { ...two(TEAM, { recursive: true }, ['recursive']), ids: [0] },
      sendEmail: one({ userIds: ['user-id-that-does-not-exist'], html: '<p>x</p>' },
        ['userIds', 'allUsers', 'html', 'templateId', 'variables', 'subject', 'notificationCategoryName', 'themeId', 'scheduledAt', 'isHighPriority']),
    },
  },
  {
    name: 'CurrentUser',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      return { target: user, others, noMe: false };
    },
    methods: {
      update: one({ displayName: 'Ann' }, ['displayName', 'clientMetadata', 'selectedTeamId', 'profileImageUrl', 'otpAuthEnabled']),
      setSelectedTeam: one(null),
      delete: none,
      updatePassword: one({ oldPassword: 'wrong password here', newPassword: PASSWORD }, ['oldPassword', 'newPassword', 'newPasswordConfirmation']),
      setPassword: one({ password: PASSWORD }, ['password']),
      sendVerificationEmail: one({ callbackUrl: 'http://localhost:5173/verify' }, ['callbackUrl']),
      getConnectedAccountAccessToken: two('github', { scope: 'repo' }, ['scope']),
      linkConnectedAccount: two('github', { returnTo: '/after' }, ['returnTo', 'providerScope']),
      signOut: one({ redirectUrl: '/bye' }, ['redirectUrl']),
      setDisplayName: one('Ann'),
      setClientMetadata: one({ theme: 'dark' }),
      getOrLinkConnectedAccount: two('github', { scopes: ['repo'] }, ['scopes']),
      accountSettings: none,
    },
  },
  {
    name: 'CurrentUser.teams',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      return { target: user.teams, others, noMe: false };
    },
    methods: {
      list: none,
      get: one(TEAM),
      create: one({ displayName: 'Mine' }, ['displayName', 'clientMetadata', 'profileImageUrl']),
      leave: id(TEAM),
      listPermissions: { ...two(TEAM, { recursive: true }, ['recursive']), ids: [0] },
      hasPermission: two(TEAM, '$read_members'),
      getPermission: two(TEAM, '$read_members'),
      listInvitations: none,
    },
  },
  {
    name: 'CurrentUser.contactChannels',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      return { target: user.contactChannels, others, noMe: false };
    },
    methods: { list: none, add: one({ type: 'email', value: 'more@example.com', usedForAuth: false }, ['value', 'usedForAuth', 'isPrimary']) },
  },
  {
    name: 'Team',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      const team = await user.teams.get((await sceneOf(world)).team.id);
      if (team === null) throw new Error('the target is not in its team');
      return { target: team, others, noMe: false };
    },
    methods: {
      update: one({ displayName: 'Rowers' }, ['displayName', 'clientMetadata', 'profileImageUrl']),
      delete: none,
      inviteUser: one({ email: 'invitee@example.com' }, ['email', 'callbackUrl']),
      listInvitations: none,
      listMembers: none,
      getMyProfile: none,
      updateMyProfile: one({ displayName: 'Ann' }, ['displayName', 'profileImageUrl']),
    },
  },
  {
    name: 'accountSettings(user)',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      return { target: await accountSettings(user), others, noMe: false };
    },
    methods: {
      getActiveSessions: none,
      revokeSession: id('00000000-0000-4000-8000-000000000000'),
      createApiKey: one({ description: 'cli', expiresAt: null }, ['description', 'expiresAt', 'isPublic']),
      listApiKeys: none,
      // The team id goes in the body (POST /team-api-keys {team_id}), not a path segment or query value: not an `ids` position.
      createTeamApiKey: { valid: [TEAM, { description: 'ci', expiresAt: null }], fields: [undefined, ['description', 'expiresAt', 'isPublic']] },
      listTeamApiKeys: id(TEAM),
      listOAuthProviders: none,
      getOAuthProvider: one('not-a-provider'),
      listConnectedAccounts: none,
      getConnectedAccount: one({ provider: 'github', providerAccountId: 'gh-edge' }, ['provider', 'providerAccountId']),
      listPermissions: one({ recursive: true }, ['recursive']),
    },
  },
  {
    name: 'ContactChannel',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      const [channel] = await user.contactChannels.list();
      if (channel === undefined) throw new Error('the target has no channel');
      return { target: channel, others, noMe: false };
    },
    methods: {
      update: one({ isPrimary: true }, ['value', 'usedForAuth', 'isPrimary']),
      delete: none,
      sendVerificationEmail: one({ callbackUrl: 'http://localhost:5173/verify' }, ['callbackUrl']),
    },
  },
  {
    name: 'ServerUser',
    build: async (world) => {
      const { target, others } = await sceneOf(world);
      return { target, others, noMe: true };
    },
    methods: {
      update: one({ displayName: 'Ann' }, ['displayName', 'clientMetadata', 'serverMetadata', 'primaryEmail', 'password', 'selectedTeamId']),
      delete: none,
      createSession: one({ expiresInMillis: 60_000 }, ['expiresInMillis']),
      getConnectedAccountAccessToken: two('github', { scope: 'repo' }, ['scope']),
      listConnectedAccounts: none,
      getConnectedAccount: one({ provider: 'github', providerAccountId: 'gh-edge' }, ['provider', 'providerAccountId']),
      listContactChannels: none,
      createContactChannel: one({ value: 'work@example.com', usedForAuth: false }, ['value', 'usedForAuth', 'isPrimary', 'isVerified']),
      listTeams: none,
      listPermissions: { ...two(TEAM, { recursive: false }, ['recursive']), ids: [0] },
      hasPermission: two(TEAM, '$read_members'),
      grantPermission: ids(TEAM, '$read_members'),
      revokePermission: ids(TEAM, '$read_members'),
      getPermission: two(TEAM, '$read_members'),
      // Found among the user's teams (GET /teams?user_id=): the id names no request of its own.
      getTeam: one(TEAM),
      createTeam: one({ displayName: 'Mine' }, ['displayName', 'clientMetadata', 'profileImageUrl']),
      leaveTeam: id(TEAM),
      listTeamInvitations: none,
      getTeamProfile: id(TEAM),
      sendVerificationEmail: one({ callbackUrl: 'http://localhost:5173/verify' }, ['callbackUrl']),
      setDisplayName: one('Ann'),
      setPrimaryEmail: two('primary@example.com', { verified: true }, ['verified']),
      setServerMetadata: one({ plan: 'pro' }),
      setClientReadOnlyMetadata: one({ tier: 2 }),
      setClientMetadata: one({ theme: 'dark' }),
      setSelectedTeam: one(null),
      setPassword: one({ password: PASSWORD }, ['password']),
    },
  },
  {
    name: 'ServerTeam',
    build: async (world) => {
      const { team, others } = await sceneOf(world);
      return { target: team, others, noMe: true };
    },
    methods: {
      update: one({ displayName: 'Rowers' }, ['displayName', 'clientMetadata', 'serverMetadata', 'clientReadOnlyMetadata']),
      delete: none,
      addUser: id('user-id-that-does-not-exist'),
      removeUser: id('user-id-that-does-not-exist'),
      listUsers: none,
      grantPermission: ids('user-id-that-does-not-exist', '$read_members'),
      revokePermission: ids('user-id-that-does-not-exist', '$read_members'),
      inviteUser: one({ email: 'invitee@example.com' }, ['email', 'callbackUrl']),
      listInvitations: none,
      revokeInvitation: id('invitation-id-that-does-not-exist'),
    },
  },
  {
    name: 'ServerContactChannel',
    build: async (world) => {
      const { target, others } = await sceneOf(world);
      const [channel] = await target.listContactChannels();
      if (channel === undefined) throw new Error('the target has no channel');
      return { target: channel, others, noMe: true };
    },
    methods: {
      update: one({ isVerified: true }, ['value', 'usedForAuth', 'isPrimary', 'isVerified']),
      delete: none,
      sendVerificationEmail: one({ callbackUrl: 'http://localhost:5173/verify' }, ['callbackUrl']),
    },
  },
  {
    name: 'SentTeamInvitation',
    build: async (world) => {
      const { user, others } = await currentUser(world);
      const team = await user.teams.get((await sceneOf(world)).team.id);
      await team?.inviteUser({ email: world.uniqueEmail('invitee'), callbackUrl: CALLBACK });
      const invitations = await team?.listInvitations();
      const invitation = invitations?.ok === true ? invitations.value[0] : undefined;
      if (invitation === undefined) throw new Error('no sent invitation');
      return { target: invitation, others, noMe: false };
    },
    methods: { revoke: none },
  },
  {
    name: 'ReceivedTeamInvitation',
    build: async (world) => {
      // A user of its own: the ServerUser surface may have changed the target's primary email by then.
      const { others } = await sceneOf(world);
      const invitee = await world.h.aUser({ password: PASSWORD });
      const other = await world.h.server.createTeam({ displayName: 'Others' });
      if (!other.ok || invitee.primaryEmail === null) throw new Error('no team to invite to');
      await other.value.inviteUser({ email: invitee.primaryEmail, callbackUrl: CALLBACK });
      const user = await (await world.clientFor(invitee)).getUser({ or: 'throw' });
      const [invitation] = await user.teams.listInvitations();
      if (invitation === undefined) throw new Error('no received invitation');
      return { target: invitation, others, noMe: false };
    },
    methods: { accept: none },
  },
  {
    name: 'ApiKey',
    build: async (world) => ({
      target: await world.admin.apiKeys.create({ description: 'k', expiresAt: 4_102_444_800_000 as never, hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false }),
      others: (await sceneOf(world)).others,
      noMe: true,
    }),
    methods: { getState: none },
  },
  {
    name: 'AdminApp',
    build: async (world) => ({ target: world.admin, others: (await sceneOf(world)).others, noMe: true }),
    methods: {
      getProject: none,
      getConfig: none,
      updateConfig: one({ 'auth.allowSignUp': true }),
      pushConfig: two({ 'teams.allowClientTeamCreation': true }, { source: { type: 'unlinked' } }, ['source', 'source.type']),
      updatePushedConfig: one({ 'teams.allowClientTeamCreation': true }),
      getPushedConfigSource: none,
      unlinkPushedConfigSource: none,
      resetConfigOverrideKeys: two('branch', ['teams.allowClientTeamCreation']),
      getConfigOverride: one('branch'),
      replaceConfigOverride: two('branch', { 'teams.allowClientTeamCreation': true }),
      updateProject: one({ description: 'edge' }, ['displayName', 'description', 'logoUrl', 'config', 'config.domains', 'config.oauthProviders',
        'config.emailConfig', 'config.userDefaultPermissions', 'config.emailTheme']),
      deleteProject: none,
      getProductionModeProblems: none,
      listOwnedProjects: none,
      createProject: one({ displayName: 'P', ownerTeamId: TEAM }, ['displayName', 'ownerTeamId', 'config', 'config.domains']),
      listEmailTemplates: none,
      listTeamPermissionDefinitionsPaginated: one({ limit: 2, query: 'team' }, ['limit', 'cursor', 'query']),
      createEmailTemplate: one('Welcome'),
      updateEmailTemplate: { ...two('template-id-that-does-not-exist', { tsxSource: 'x' }, ['tsxSource', 'themeId']), ids: [0] },
      deleteEmailTemplate: id('template-id-that-does-not-exist'),
      getSvixToken: none,
      sendSignInInvitationEmail: two('invitee@example.com', 'http://localhost:5173/handler/sign-up'),
      getMetrics: one({ includeAnonymous: false }, ['includeAnonymous']),
      sendTestEmail: one({ recipientEmail: 'to@example.com', emailConfig: { host: 'h', port: 587, username: 'u', password: 'p', senderName: 'S', senderEmail: 's@example.com' } }, ['recipientEmail', 'emailConfig', 'emailConfig.port', 'emailConfig.host']),
    },
  },
  {
    name: 'AdminApp.apiKeys',
    build: async (world) => ({ target: world.admin.apiKeys, others: (await sceneOf(world)).others, noMe: true }),
    methods: {
      create: one({ description: 'CI', expiresAt: 4_102_444_800_000, hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false },
        ['description', 'expiresAt', 'hasPublishableClientKey', 'hasSecretServerKey', 'hasSuperSecretAdminKey']),
      list: none,
      get: id('key-id-that-does-not-exist'),
      revoke: id('key-id-that-does-not-exist'),
    },
  },
  {
    name: 'AdminApp.teamPermissionDefinitions',
    build: async (world) => ({ target: world.admin.teamPermissionDefinitions, others: (await sceneOf(world)).others, noMe: true }),
    methods: {
      list: none,
      create: one({ id: 'edge_permission', description: 'd' }, ['id', 'description', 'containedPermissionIds']),
      update: { ...two('edge_permission', { description: 'e' }, ['id', 'description', 'containedPermissionIds']), ids: [0] },
      delete: id('permission-that-does-not-exist'),
      listPaginated: one({ limit: 2, query: 'team' }, ['limit', 'cursor', 'query']),
    },
  },
  {
    name: 'AdminApp.projectPermissionDefinitions',
    build: async (world) => ({ target: world.admin.projectPermissionDefinitions, others: (await sceneOf(world)).others, noMe: true }),
    methods: {
      list: none,
      create: one({ id: 'edge_project_permission', description: 'd' }, ['id', 'description', 'containedPermissionIds']),
      update: { ...two('edge_project_permission', { description: 'e' }, ['id', 'description', 'containedPermissionIds']), ids: [0] },
      delete: id('project-permission-that-does-not-exist'),
      listPaginated: one({ limit: 2, query: 'beta' }, ['limit', 'cursor', 'query']),
    },
  },
];
