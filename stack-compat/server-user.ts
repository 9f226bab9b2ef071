/**
 * The official server user (`serverApp.getUser(id)`, `listUsers`, `createUser`): the client fields plus the server
 * ones (`lastActiveAt` a `Date`, `serverMetadata`, `riskScores`, admin restriction), with actions that throw on failure.
 * Account-settings members of the official server user that Portcullis's ServerUser does not carry throw a
 * NotSupportedByCompatError naming the member.
 */
import { StackBaseUser } from './base-user';
import { StackOAuthConnection } from './connected-account';
import { StackContactChannel } from './contact-channel';
import { toDate } from './dates';
import { notSupported } from './errors';
import { StackReceivedTeamInvitation } from './invitations';
import type { ServerTeam, ServerUser, TeamPermission } from './portcullis';
import { orThrow, orThrowVoid } from './results';
import { StackServerTeam } from './team';
import { teamIdOf, totpSecretOf, type TeamLike } from './user-inputs';

export interface ServerUserUpdateOptions {
  readonly displayName?: string | null;
  readonly clientMetadata?: unknown;
  readonly clientReadOnlyMetadata?: unknown;
  readonly serverMetadata?: unknown;
  readonly selectedTeamId?: string | null;
  readonly profileImageUrl?: string | null;
  readonly primaryEmail?: string | null;
  readonly primaryEmailVerified?: boolean;
  readonly primaryEmailAuthEnabled?: boolean;
  readonly password?: string;
  readonly otpAuthEnabled?: boolean;
  readonly passkeyAuthEnabled?: boolean;
  readonly totpMultiFactorSecret?: Uint8Array | null;
  readonly restrictedByAdmin?: boolean;
  readonly restrictedByAdminReason?: string | null;
  readonly restrictedByAdminPrivateDetails?: string | null;
}

export class StackServerUser extends StackBaseUser {
  readonly lastActiveAt: Date;
  readonly serverMetadata: unknown;
  readonly primaryEmailAuthEnabled: boolean;
  readonly countryCode: string | null;
  readonly riskScores: { readonly signUp: { readonly bot: number; readonly freeTrialAbuse: number } } | null;
  readonly restrictedByAdmin: boolean;
  readonly restrictedByAdminReason: string | null;
  readonly restrictedByAdminPrivateDetails: string | null;
  readonly selectedTeam: StackServerTeam<StackServerUser> | null;
  readonly #user: ServerUser;

  constructor(user: ServerUser) {
    super(user);
    this.#user = user;
    this.lastActiveAt = toDate(user.lastActiveAt);
    this.serverMetadata = user.serverMetadata;
    this.primaryEmailAuthEnabled = user.primaryEmailAuthEnabled;
    this.countryCode = user.countryCode;
    this.riskScores = user.riskScores;
    this.restrictedByAdmin = user.restrictedByAdmin;
    this.restrictedByAdminReason = user.restrictedByAdminReason;
    this.restrictedByAdminPrivateDetails = user.restrictedByAdminPrivateDetails;
    const selected = user.selectedTeam;
    this.selectedTeam = selected === null ? null : new StackServerTeam(selected, async () => {
      const team = await user.getTeam(selected.id);
      if (team === null) throw new Error(`The selected team ${selected.id} no longer exists.`);
      return team;
    }, (member) => new StackServerUser(member));
  }

  update(update: ServerUserUpdateOptions): Promise<void> {
    const { totpMultiFactorSecret, ...rest } = update;
    const totp = totpMultiFactorSecret === undefined ? {} : { totpSecretBase64: totpSecretOf(totpMultiFactorSecret) };
    return orThrowVoid(this.#user.update({ ...rest, ...totp } as Parameters<ServerUser['update']>[0]));
  }
  delete(): Promise<void> { return orThrowVoid(this.#user.delete()); }
  setDisplayName(displayName: string | null): Promise<void> { return orThrowVoid(this.#user.setDisplayName(displayName)); }
  setPrimaryEmail(email: string | null, options?: { readonly verified?: boolean }): Promise<void> {
    return orThrowVoid(this.#user.setPrimaryEmail(email, options));
  }
  setServerMetadata(metadata: unknown): Promise<void> { return orThrowVoid(this.#user.setServerMetadata(metadata as never)); }
  setClientReadOnlyMetadata(metadata: unknown): Promise<void> { return orThrowVoid(this.#user.setClientReadOnlyMetadata(metadata as never)); }
  setClientMetadata(metadata: unknown): Promise<void> { return orThrowVoid(this.#user.setClientMetadata(metadata as never)); }
  setSelectedTeam(team: TeamLike | null): Promise<void> { return orThrowVoid(this.#user.setSelectedTeam(team === null ? null : teamIdOf(team))); }
  async setPassword(options: { readonly password: string }): Promise<void> { await orThrow(this.#user.setPassword(options)); }
  async sendVerificationEmail(options?: { readonly callbackUrl?: string }): Promise<void> { await orThrow(this.#user.sendVerificationEmail(options)); }

  async createSession(options?: { readonly expiresInMillis?: number; readonly isImpersonation?: boolean }): Promise<{ getTokens(): Promise<{ accessToken: string | null; refreshToken: string | null }> }> {
    if (options?.isImpersonation === true) return notSupported('ServerUser.createSession({ isImpersonation })');
    const tokens = await orThrow(this.#user.createSession(options?.expiresInMillis === undefined ? undefined : { expiresInMillis: options.expiresInMillis }));
    return { getTokens: async () => ({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }) };
  }

  async listContactChannels(): Promise<StackContactChannel[]> {
    return (await this.#user.listContactChannels()).map((channel) => new StackContactChannel(channel));
  }
  async createContactChannel(data: { readonly value: string; readonly type: 'email'; readonly usedForAuth: boolean; readonly isPrimary?: boolean; readonly isVerified?: boolean }): Promise<StackContactChannel> {
    return new StackContactChannel(await orThrow(this.#user.createContactChannel(data)));
  }

  async listTeams(): Promise<StackServerTeam<StackServerUser>[]> { return (await this.#user.listTeams()).map(serverTeamOf); }
  async getTeam(teamId: string): Promise<StackServerTeam<StackServerUser> | null> {
    const team = await this.#user.getTeam(teamId);
    return team === null ? null : serverTeamOf(team);
  }
  async createTeam(data: { readonly displayName: string; readonly profileImageUrl?: string }): Promise<StackServerTeam<StackServerUser>> {
    return serverTeamOf(await orThrow(this.#user.createTeam(data)));
  }
  leaveTeam(team: TeamLike): Promise<void> { return orThrowVoid(this.#user.leaveTeam(teamIdOf(team))); }
  async listTeamInvitations(): Promise<StackReceivedTeamInvitation[]> {
    return (await this.#user.listTeamInvitations()).map((invitation) => new StackReceivedTeamInvitation(invitation));
  }
  async getTeamProfile(team: TeamLike): Promise<{ displayName: string | null; profileImageUrl: string | null }> {
    const profile = await orThrow(this.#user.getTeamProfile(teamIdOf(team)));
    return { displayName: profile.displayName, profileImageUrl: profile.profileImageUrl };
  }

  // Team permissions; the project-level forms (a permission id alone) are not in Portcullis's ServerUser yet.
  grantPermission(scope: TeamLike, permissionId: string): Promise<void>;
  grantPermission(permissionId: string): Promise<void>;
  grantPermission(scope: TeamLike, permissionId?: string): Promise<void> {
    if (permissionId === undefined) return notSupported('ServerUser.grantPermission(permissionId)');
    return orThrowVoid(this.#user.grantPermission(teamIdOf(scope), permissionId));
  }
  revokePermission(scope: TeamLike, permissionId: string): Promise<void>;
  revokePermission(permissionId: string): Promise<void>;
  revokePermission(scope: TeamLike, permissionId?: string): Promise<void> {
    if (permissionId === undefined) return notSupported('ServerUser.revokePermission(permissionId)');
    return orThrowVoid(this.#user.revokePermission(teamIdOf(scope), permissionId));
  }
  hasPermission(scope: TeamLike, permissionId: string): Promise<boolean>;
  hasPermission(permissionId: string): Promise<boolean>;
  hasPermission(scope: TeamLike, permissionId?: string): Promise<boolean> {
    if (permissionId === undefined) return notSupported('ServerUser.hasPermission(permissionId)');
    return this.#user.hasPermission(teamIdOf(scope), permissionId);
  }
  getPermission(scope: TeamLike, permissionId: string): Promise<TeamPermission | null>;
  getPermission(permissionId: string): Promise<TeamPermission | null>;
  getPermission(scope: TeamLike, permissionId?: string): Promise<TeamPermission | null> {
    if (permissionId === undefined) return notSupported('ServerUser.getPermission(permissionId)');
    return this.#user.getPermission(teamIdOf(scope), permissionId);
  }
  listPermissions(scope: TeamLike, options?: { readonly recursive?: boolean }): Promise<TeamPermission[]>;
  listPermissions(options?: { readonly recursive?: boolean }): Promise<TeamPermission[]>;
  listPermissions(scope?: TeamLike | { readonly recursive?: boolean }, options?: { readonly recursive?: boolean }): Promise<TeamPermission[]> {
    if (scope === undefined || (typeof scope === 'object' && !('id' in scope))) return notSupported('ServerUser.listPermissions() of the project');
    return this.#user.listPermissions(teamIdOf(scope), options);
  }

  listOAuthProviders(): Promise<never> { return notSupported('ServerUser.listOAuthProviders'); }
  getOAuthProvider(): Promise<never> { return notSupported('ServerUser.getOAuthProvider'); }

  // Connected accounts, each with its own provider token.
  async listConnectedAccounts(): Promise<StackOAuthConnection[]> {
    return (await this.#user.listConnectedAccounts()).map((account) => new StackOAuthConnection(account));
  }
  /**
   * With `{ provider, providerAccountId }`: that connected account, or null. With a provider (official, deprecated): an
   * account at that provider when the provider token for `scopes` is available, else null.
   */
  getConnectedAccount(account: { readonly provider: string; readonly providerAccountId: string }): Promise<StackOAuthConnection | null>;
  getConnectedAccount(provider: string, options?: { readonly scopes?: string[] }): Promise<StackOAuthConnection | null>;
  async getConnectedAccount(
    provider: string | { readonly provider: string; readonly providerAccountId: string },
    options?: { readonly scopes?: string[] },
  ): Promise<StackOAuthConnection | null> {
    if (typeof provider !== 'string') {
      const found = await this.#user.getConnectedAccount({ provider: provider.provider, providerAccountId: provider.providerAccountId });
      return found === null ? null : new StackOAuthConnection(found);
    }
    const scopes = options?.scopes;
    const token = await this.#user.getConnectedAccountAccessToken(provider, scopes === undefined ? {} : { scope: scopes.join(' ') });
    const account = token === null ? undefined : (await this.#user.listConnectedAccounts()).find((a) => a.provider === provider);
    return account === undefined ? null : new StackOAuthConnection(account);
  }
  listApiKeys(): Promise<never> { return notSupported('ServerUser.listApiKeys'); }
  createApiKey(): Promise<never> { return notSupported('ServerUser.createApiKey'); }
}

export function serverTeamOf(team: ServerTeam): StackServerTeam<StackServerUser> {
  return new StackServerTeam(team, () => Promise.resolve(team), (user) => new StackServerUser(user));
}
