/**
 * The official team objects. Client `Team`: flat fields, actions that throw on failure, `listUsers` (Portcullis's
 * `listMembers`) and the team's API keys (through the signed-in user's account settings). `ServerTeam` adds
 * `createdAt`, `serverMetadata`, `addUser` / `removeUser` and members as server users.
 */
import { teamApiKeyOf, toCreationInput, type ApiKeyCreationOptions, type StackTeamApiKey } from './api-key';
import { toDate } from './dates';
import { NotSupportedByCompatError } from './errors';
import { StackSentTeamInvitation } from './invitations';
import type { AccountExtras, ServerTeam, ServerUser, Team } from './portcullis';

/** A team's data fields (what a user's `selectedTeam` carries); the object with the actions comes from `source`. */
type TeamFields = Pick<Team, 'id' | 'displayName' | 'profileImageUrl' | 'clientMetadata' | 'clientReadOnlyMetadata'>;
type ServerTeamFields = TeamFields & Pick<ServerTeam, 'createdAt' | 'serverMetadata'>;
import { orThrow, orThrowVoid } from './results';

export interface TeamUpdateOptions {
  readonly displayName?: string;
  readonly profileImageUrl?: string | null;
  readonly clientMetadata?: unknown;
}

export interface ServerTeamUpdateOptions extends TeamUpdateOptions {
  readonly clientReadOnlyMetadata?: unknown;
  readonly serverMetadata?: unknown;
}

export interface TeamMemberProfile {
  readonly displayName: string | null;
  readonly profileImageUrl: string | null;
}

/** How a team reaches its API keys: the signed-in user's account settings (absent for a server app's teams). */
export type AccountSettingsSource = (() => Promise<AccountExtras>) | undefined;

export class StackTeam {
  readonly id: string;
  readonly displayName: string;
  readonly profileImageUrl: string | null;
  readonly clientMetadata: unknown;
  readonly clientReadOnlyMetadata: unknown;
  readonly #source: () => Promise<Team>;
  readonly #accountSettings: AccountSettingsSource;

  constructor(team: TeamFields, source: () => Promise<Team>, accountSettings: AccountSettingsSource) {
    this.#source = source;
    this.#accountSettings = accountSettings;
    this.id = team.id;
    this.displayName = team.displayName;
    this.profileImageUrl = team.profileImageUrl;
    this.clientMetadata = team.clientMetadata;
    this.clientReadOnlyMetadata = team.clientReadOnlyMetadata;
  }

  async inviteUser(options: { readonly email: string; readonly callbackUrl?: string }): Promise<void> {
    return orThrowVoid((await this.#source()).inviteUser(options));
  }

  async listUsers(): Promise<Array<{ readonly id: string; readonly teamProfile: TeamMemberProfile }>> {
    const members = await orThrow((await this.#source()).listMembers());
    return members.map((member) => ({ id: member.userId, teamProfile: { displayName: member.displayName, profileImageUrl: member.profileImageUrl } }));
  }

  async listInvitations(): Promise<StackSentTeamInvitation[]> {
    const invitations = await orThrow((await this.#source()).listInvitations());
    return invitations.map((invitation) => new StackSentTeamInvitation(invitation, () => orThrowVoid(invitation.revoke())));
  }

  async update(update: TeamUpdateOptions): Promise<void> {
    return orThrowVoid((await this.#source()).update(update as Parameters<Team['update']>[0]));
  }

  async delete(): Promise<void> {
    return orThrowVoid((await this.#source()).delete());
  }

  async createApiKey(options: ApiKeyCreationOptions): Promise<StackTeamApiKey<string>> {
    const extras = await this.#extras('Team.createApiKey');
    return teamApiKeyOf<string>(await orThrow(extras.createTeamApiKey(this.id, toCreationInput(options))));
  }

  async listApiKeys(): Promise<StackTeamApiKey[]> {
    const extras = await this.#extras('Team.listApiKeys');
    return (await orThrow(extras.listTeamApiKeys(this.id))).map((key) => teamApiKeyOf(key));
  }

  #extras(member: string): Promise<AccountExtras> {
    if (this.#accountSettings === undefined) return Promise.reject(new NotSupportedByCompatError(member, 'a server team has no signed-in user'));
    return this.#accountSettings();
  }
}

/** `User`: the server user object members are wrapped in (StackServerUser; a parameter, so this file needs not import it). */
export class StackServerTeam<User extends object = object> {
  readonly id: string;
  readonly displayName: string;
  readonly profileImageUrl: string | null;
  readonly clientMetadata: unknown;
  readonly clientReadOnlyMetadata: unknown;
  readonly createdAt: Date;
  readonly serverMetadata: unknown;
  readonly #source: () => Promise<ServerTeam>;
  readonly #wrapUser: (user: ServerUser) => User;

  constructor(team: ServerTeamFields, source: () => Promise<ServerTeam>, wrapUser: (user: ServerUser) => User) {
    this.#source = source;
    this.#wrapUser = wrapUser;
    this.id = team.id;
    this.displayName = team.displayName;
    this.profileImageUrl = team.profileImageUrl;
    this.clientMetadata = team.clientMetadata;
    this.clientReadOnlyMetadata = team.clientReadOnlyMetadata;
    this.createdAt = toDate(team.createdAt);
    this.serverMetadata = team.serverMetadata;
  }

  async listUsers(): Promise<Array<User & { readonly teamProfile: TeamMemberProfile }>> {
    const members = await orThrow((await this.#source()).listUsers());
    return members.map((member) => Object.assign(this.#wrapUser(member.user), {
      teamProfile: { displayName: member.displayName, profileImageUrl: member.profileImageUrl },
    }));
  }

  async update(update: ServerTeamUpdateOptions): Promise<void> {
    return orThrowVoid((await this.#source()).update(update as Parameters<ServerTeam['update']>[0]));
  }

  async delete(): Promise<void> {
    return orThrowVoid((await this.#source()).delete());
  }

  async addUser(userId: string): Promise<void> {
    return orThrowVoid((await this.#source()).addUser(userId));
  }

  async removeUser(userId: string): Promise<void> {
    return orThrowVoid((await this.#source()).removeUser(userId));
  }

  async inviteUser(options: { readonly email: string; readonly callbackUrl?: string }): Promise<void> {
    return orThrowVoid((await this.#source()).inviteUser(options));
  }

  async listInvitations(): Promise<StackSentTeamInvitation[]> {
    const team = await this.#source();
    const invitations = await orThrow(team.listInvitations());
    return invitations.map((invitation) => new StackSentTeamInvitation(invitation, () => orThrowVoid(team.revokeInvitation(invitation.id))));
  }

  createApiKey(): Promise<never> {
    return Promise.reject(new NotSupportedByCompatError('ServerTeam.createApiKey'));
  }

  listApiKeys(): Promise<never> {
    return Promise.reject(new NotSupportedByCompatError('ServerTeam.listApiKeys'));
  }
}

