/**
 * The official current user (`await app.getUser()`): the flat official members over Portcullis's CurrentUser and its
 * groups (`teams`, `contactChannels`, `tokens`, `accountSettings()`). Actions throw where the official ones throw;
 * `registerPasskey` resolves with a `{ status }` result as the official one does.
 */
import { toCreationInput, userApiKeyOf, type ApiKeyCreationOptions, type StackUserApiKey } from './api-key';
import { StackBaseUser } from './base-user';
import { StackOAuthConnection } from './connected-account';
import { StackContactChannel } from './contact-channel';
import { toDate } from './dates';
import { notSupported } from './errors';
import { InternalSession } from './internal-session';
import { StackReceivedTeamInvitation } from './invitations';
import { StackOAuthProvider } from './oauth-provider';
import type { ClientApp, CurrentUser, Result, Team, TeamPermission } from './portcullis';
import type { StackOwnedProject, AdminProjectCreateOptions } from './project';
import { orThrow, orThrowVoid, toStatus, type StatusResult } from './results';
import { StackTeam, type TeamUpdateOptions } from './team';
import { teamIdOf, toUserUpdate, type TeamLike, type UserUpdateOptions } from './user-inputs';

/** What the internal project's owner can do besides (the official `CurrentInternalUser`): only on an admin app. */
export interface ProjectOwnerActions {
  createProject(options: AdminProjectCreateOptions): Promise<StackOwnedProject>;
  listOwnedProjects(): Promise<StackOwnedProject[]>;
}

export interface ActiveSession {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly isImpersonation: boolean;
  readonly lastUsedAt: Date | undefined;
  readonly isCurrentSession: boolean;
}

export class StackCurrentUser extends StackBaseUser {
  readonly selectedTeam: StackTeam | null;
  /** What `new StackAdminApp({ projectOwnerSession })` takes. */
  readonly _internalSession: InternalSession;
  readonly currentSession: { getTokens(): Promise<{ accessToken: string | null; refreshToken: string | null }> };
  readonly #user: CurrentUser;
  readonly #app: ClientApp;
  readonly #owner: ProjectOwnerActions | undefined;

  constructor(user: CurrentUser, app: ClientApp, owner?: ProjectOwnerActions) {
    super(user);
    this.#user = user;
    this.#app = app;
    this.#owner = owner;
    const selected = user.selectedTeam;
    this.selectedTeam = selected === null ? null : new StackTeam(selected, async () => {
      const team = await user.teams.get(selected.id);
      if (team === null) throw new Error(`The selected team ${selected.id} is no longer one of the user's teams.`);
      return team;
    }, () => user.accountSettings());
    this._internalSession = new InternalSession(() => user.tokens.getAccessToken());
    this.currentSession = { getTokens: () => user.tokens.getAuthJson() };
  }

  // Tokens (the official AuthLike on the user).
  getAccessToken(): Promise<string | null> { return this.#user.tokens.getAccessToken(); }
  getRefreshToken(): Promise<string | null> { return this.#user.tokens.getRefreshToken(); }
  getAuthorizationHeader(): Promise<string | null> { return this.#user.tokens.getAuthorizationHeader(); }
  async getAuthJson(): Promise<{ accessToken: string | null; refreshToken: string | null }> {
    const { accessToken, refreshToken } = await this.#user.tokens.getAuthJson();
    return { accessToken, refreshToken };
  }
  getAuthHeaders(): Promise<{ 'x-stack-auth': string }> { return this.#user.tokens.getAuthHeaders(); }
  async signOut(options?: { readonly redirectUrl?: URL | string }): Promise<void> {
    await this.#user.signOut(options?.redirectUrl === undefined ? undefined : { redirectUrl: String(options.redirectUrl) });
  }

  // Profile and account.
  update(update: UserUpdateOptions): Promise<void> { return orThrowVoid(this.#user.update(toUserUpdate(update))); }
  setDisplayName(displayName: string | null): Promise<void> { return orThrowVoid(this.#user.setDisplayName(displayName)); }
  setClientMetadata(metadata: unknown): Promise<void> { return orThrowVoid(this.#user.setClientMetadata(metadata as never)); }
  async sendVerificationEmail(options?: { readonly callbackUrl?: string }): Promise<void> {
    await orThrow(this.#user.sendVerificationEmail(options));
  }
  updatePassword(options: { readonly oldPassword: string; readonly newPassword: string }): Promise<unknown> { return errorOrVoid(this.#user.updatePassword(options)); }
  setPassword(options: { readonly password: string }): Promise<unknown> { return errorOrVoid(this.#user.setPassword(options)); }
  delete(): Promise<void> { return orThrowVoid(this.#user.delete()); }

  // Contact channels.
  async listContactChannels(): Promise<StackContactChannel[]> {
    return (await this.#user.contactChannels.list()).map((channel) => new StackContactChannel(channel));
  }
  async createContactChannel(data: { readonly value: string; readonly type: 'email'; readonly usedForAuth: boolean; readonly isPrimary?: boolean }): Promise<StackContactChannel> {
    return new StackContactChannel(await orThrow(this.#user.contactChannels.add(data)));
  }

  // Teams.
  async listTeams(): Promise<StackTeam[]> { return (await this.#user.teams.list()).map((team) => this.#team(team)); }
  async getTeam(teamId: string): Promise<StackTeam | null> {
    const team = await this.#user.teams.get(teamId);
    return team === null ? null : this.#team(team);
  }
  async createTeam(data: { readonly displayName: string; readonly profileImageUrl?: string }): Promise<StackTeam> {
    return this.#team(await orThrow(this.#user.teams.create(data)));
  }
  leaveTeam(team: TeamLike): Promise<void> { return orThrowVoid(this.#user.teams.leave(teamIdOf(team))); }
  setSelectedTeam(team: TeamLike | null): Promise<void> {
    return orThrowVoid(this.#user.setSelectedTeam(team === null ? null : teamIdOf(team)));
  }
  async listTeamInvitations(): Promise<StackReceivedTeamInvitation[]> {
    return (await this.#user.teams.listInvitations()).map((invitation) => new StackReceivedTeamInvitation(invitation));
  }
  async getTeamProfile(team: TeamLike): Promise<{ displayName: string | null; profileImageUrl: string | null; update(update: { displayName?: string; profileImageUrl?: string | null }): Promise<void> }> {
    const found = await this.#user.teams.get(teamIdOf(team));
    if (found === null) throw new Error(`Team not found: ${teamIdOf(team)}`);
    const profile = await orThrow(found.getMyProfile());
    return { displayName: profile.displayName, profileImageUrl: profile.profileImageUrl, update: (update) => orThrowVoid(found.updateMyProfile(update)) };
  }

  // Permissions: with a team, that team's; without, the project's.
  async hasPermission(scopeOrId: TeamLike | string, permissionId?: string): Promise<boolean> {
    if (permissionId === undefined) return (await this.listPermissions()).some((permission) => permission.id === scopeOrId);
    return this.#user.teams.hasPermission(teamIdOf(scopeOrId), permissionId);
  }
  async getPermission(scopeOrId: TeamLike | string, permissionId?: string): Promise<TeamPermission | null> {
    if (permissionId === undefined) return (await this.listPermissions()).find((permission) => permission.id === scopeOrId) ?? null;
    return this.#user.teams.getPermission(teamIdOf(scopeOrId), permissionId);
  }
  async listPermissions(scopeOrOptions?: TeamLike | { readonly recursive?: boolean }, options?: { readonly recursive?: boolean }): Promise<TeamPermission[]> {
    if (scopeOrOptions === undefined || !isTeamLike(scopeOrOptions)) { // the project's permissions
      return [...await (await this.#user.accountSettings()).listPermissions(scopeOrOptions)] as TeamPermission[];
    }
    return this.#user.teams.listPermissions(teamIdOf(scopeOrOptions), options);
  }

  // Account settings: sessions, API keys, OAuth providers.
  async getActiveSessions(): Promise<ActiveSession[]> {
    const sessions = await (await this.#user.accountSettings()).getActiveSessions();
    return sessions.map((session) => ({
      id: session.id, userId: session.userId, createdAt: toDate(session.createdAt), isImpersonation: session.isImpersonation,
      lastUsedAt: session.lastUsedAt === null ? undefined : toDate(session.lastUsedAt), isCurrentSession: session.isCurrentSession,
    }));
  }
  async revokeSession(sessionId: string): Promise<void> { await orThrow((await this.#user.accountSettings()).revokeSession(sessionId)); }
  async createApiKey(options: ApiKeyCreationOptions): Promise<StackUserApiKey<string>> {
    return userApiKeyOf<string>(await (await this.#user.accountSettings()).createApiKey(toCreationInput(options)));
  }
  async listApiKeys(): Promise<StackUserApiKey[]> {
    return (await (await this.#user.accountSettings()).listApiKeys()).map((key) => userApiKeyOf(key));
  }
  async listOAuthProviders(): Promise<StackOAuthProvider[]> {
    return (await (await this.#user.accountSettings()).listOAuthProviders()).map((provider) => new StackOAuthProvider(provider, 'client'));
  }
  async getOAuthProvider(id: string): Promise<StackOAuthProvider | null> {
    const provider = await (await this.#user.accountSettings()).getOAuthProvider(id);
    return provider === null ? null : new StackOAuthProvider(provider, 'client');
  }

  // Passkeys and connected accounts.
  registerPasskey(): Promise<StatusResult<undefined, unknown>> { return toStatus(this.#app.registerPasskey(), () => undefined); }
  async linkConnectedAccount(provider: string, options?: { readonly scopes?: string[] }): Promise<void> {
    await orThrow(this.#user.linkConnectedAccount(provider, options?.scopes === undefined ? undefined : { providerScope: options.scopes.join(' ') }));
  }
  async listConnectedAccounts(): Promise<StackOAuthConnection[]> {
    return (await (await this.#user.accountSettings()).listConnectedAccounts()).map((account) => new StackOAuthConnection(account));
  }
  /**
   * With `{ provider, providerAccountId }`: that connected account, or null. With a provider (official, deprecated):
   * the account when a token with `scopes` is available; else null, a throw, or (`or: 'redirect'`) the link flow.
   */
  getConnectedAccount(account: { readonly provider: string; readonly providerAccountId: string }): Promise<StackOAuthConnection | null>;
  getConnectedAccount(provider: string, options?: { readonly or?: 'redirect' | 'throw' | 'return-null'; readonly scopes?: string[] }): Promise<StackOAuthConnection | null>;
  async getConnectedAccount(
    provider: string | { readonly provider: string; readonly providerAccountId: string },
    options?: { readonly or?: 'redirect' | 'throw' | 'return-null'; readonly scopes?: string[] },
  ): Promise<StackOAuthConnection | null> {
    const settings = await this.#user.accountSettings();
    if (typeof provider !== 'string') {
      const found = await settings.getConnectedAccount({ provider: provider.provider, providerAccountId: provider.providerAccountId });
      return found === null ? null : new StackOAuthConnection(found);
    }
    const scopes = options?.scopes;
    const token = await this.#user.getConnectedAccountAccessToken(provider, scopes === undefined ? {} : { scope: scopes.join(' ') });
    const account = token === null ? undefined : (await settings.listConnectedAccounts()).find((a) => a.provider === provider);
    if (account !== undefined) return new StackOAuthConnection(account);
    if (options?.or === 'redirect') {
      await this.linkConnectedAccount(provider, scopes === undefined ? undefined : { scopes });
      return null;
    }
    if (options?.or === 'throw') throw new Error(`No connected ${provider} account with an access token for the requested scopes.`);
    return null;
  }

  // The internal project's owner (official CurrentInternalUser).
  createProject(options: AdminProjectCreateOptions): Promise<StackOwnedProject> {
    return this.#owner === undefined ? notSupported('CurrentUser.createProject', 'needs a StackAdminApp of the internal project') : this.#owner.createProject(options);
  }
  listOwnedProjects(): Promise<StackOwnedProject[]> {
    return this.#owner === undefined ? notSupported('CurrentUser.listOwnedProjects', 'needs a StackAdminApp of the internal project') : this.#owner.listOwnedProjects();
  }

  #team(team: Team): StackTeam {
    return new StackTeam(team, () => Promise.resolve(team), () => this.#user.accountSettings());
  }
}

function isTeamLike(value: TeamLike | { readonly recursive?: boolean }): value is TeamLike {
  return typeof value === 'string' || 'id' in value;
}

/** The official password setters resolve with the expected error instead of throwing it. */
async function errorOrVoid<E>(pending: Promise<Result<unknown, E>>): Promise<E | undefined> {
  const result = await pending;
  return result.ok ? undefined : result.error;
}

export type { TeamUpdateOptions };
