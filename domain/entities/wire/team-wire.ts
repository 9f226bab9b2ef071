/** Snake_case JSON shapes of teams and memberships (protocol §3.2, §2.11, §2.12). */
import type { JsonValue } from '../json-value';

export interface TeamWire {
  readonly id: string;
  readonly display_name: string;
  readonly profile_image_url: string | null;
  readonly client_metadata: JsonValue;
  readonly client_read_only_metadata: JsonValue;
}

export interface ServerTeamWire extends TeamWire {
  readonly created_at_millis: number;
  readonly server_metadata: JsonValue;
}

export interface TeamUpdateWire {
  readonly display_name?: string;
  readonly profile_image_url?: string | null;
  readonly client_metadata?: JsonValue;
}

export interface ServerTeamUpdateWire extends TeamUpdateWire {
  readonly client_read_only_metadata?: JsonValue;
  readonly server_metadata?: JsonValue;
}

export interface TeamCreateWire extends ServerTeamUpdateWire {
  readonly display_name: string;
  readonly creator_user_id?: string;
}

export interface TeamMembershipWire {
  readonly team_id: string;
  readonly user_id: string;
}
