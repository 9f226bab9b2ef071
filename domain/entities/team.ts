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

/** Client team update (`PATCH /teams/{id}`): undefined = unchanged, null = clear. */
export interface TeamUpdate {
  readonly displayName?: string;
  readonly profileImageUrl?: string | null;
  readonly clientMetadata?: JsonValue;
}

export interface ServerTeamUpdate extends TeamUpdate {
  readonly clientReadOnlyMetadata?: JsonValue;
  readonly serverMetadata?: JsonValue;
}

/** `POST /teams`; creatorUserId is 'me' or the user's own id from a client. */
export interface TeamCreate extends ServerTeamUpdate {
  readonly displayName: string;
  readonly creatorUserId?: string;
}

/** `POST /team-memberships/{team}/{user}` response. */
export interface TeamMembership {
  readonly teamId: string;
  readonly userId: string;
}
