/** Snake_case JSON shapes of team member profiles (protocol §3.9). */
import type { ServerUserWire } from './user-wire';

export interface TeamMemberProfileWire {
  readonly team_id: string;
  readonly user_id: string;
  readonly display_name: string | null;
  readonly profile_image_url: string | null;
}

export interface ServerTeamMemberProfileWire extends TeamMemberProfileWire {
  readonly user: ServerUserWire;
}

export interface TeamMemberProfileUpdateWire {
  readonly display_name?: string | null;
  readonly profile_image_url?: string | null;
}
