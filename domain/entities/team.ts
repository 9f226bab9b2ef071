/** Team read models (client and server) and the create/update inputs the library sends. */
import type { EpochMs } from '../shared/time';
import type { JsonValue } from './json-value';

export interface Team {
  readonly id: string;
  /** May be an empty string. */
  readonly displayName: string;
  readonly profileImageUrl: string | null;
  readonly clientMetadata: JsonValue;
  readonly clientReadOnlyMetadata: JsonValue;
}

export interface ServerTeam extends Team {
  /** From `created_at_millis`. */
  readonly createdAt: EpochMs;
  readonly serverMetadata: JsonValue;
}

/**
 * Client team update (`team.update`, `PATCH /teams/{id}`): undefined = unchanged, null = clear.
 * @example
 * const update: TeamUpdate = { displayName: 'Design', profileImageUrl: null, clientMetadata: { color: 'teal' } };
 * const result = await team.update(update);
 * @public
 */
export interface TeamUpdate {
  readonly displayName?: string;
  readonly profileImageUrl?: string | null;
  readonly clientMetadata?: JsonValue;
}

/**
 * Server team update (`serverTeam.update`): the client fields plus clientReadOnlyMetadata and serverMetadata.
 * @example
 * const update: ServerTeamUpdate = { displayName: 'Support', serverMetadata: { plan: 'enterprise' } };
 * const serverTeam = await server.getTeam(teamId);
 * const result = await serverTeam?.update(update);
 * @public
 */
export interface ServerTeamUpdate extends TeamUpdate {
  readonly clientReadOnlyMetadata?: JsonValue;
  readonly serverMetadata?: JsonValue;
}

/**
 * Input of `server.createTeam` (`POST /teams`): a display name, optionally the creator (added as a member) and metadata.
 * @example
 * const input: TeamCreate = { displayName: "Ann's team", creatorUserId: userId, serverMetadata: { plan: 'free' } };
 * const created = await server.createTeam(input);
 * @public
 */
export interface TeamCreate extends ServerTeamUpdate {
  readonly displayName: string;
  readonly creatorUserId?: string;
}

/** `POST /team-memberships/{team}/{user}` response. */
export interface TeamMembership {
  readonly teamId: string;
  readonly userId: string;
}
