/** Team and membership mappings, wire → entity. Update and create inputs → wire: team-write-mapping.ts. */
import type { ServerTeam, Team, TeamMembership } from '../team';
import type { ServerTeamWire, TeamMembershipWire, TeamWire } from './team-wire';

export function teamFromWire(w: TeamWire): Team {
  return {
    id: w.id,
    displayName: w.display_name,
    profileImageUrl: w.profile_image_url,
    clientMetadata: w.client_metadata,
    clientReadOnlyMetadata: w.client_read_only_metadata,
  };
}

export function serverTeamFromWire(w: ServerTeamWire): ServerTeam {
  return { ...teamFromWire(w), createdAt: w.created_at_millis, serverMetadata: w.server_metadata };
}

export function teamMembershipFromWire(w: TeamMembershipWire): TeamMembership {
  return { teamId: w.team_id, userId: w.user_id };
}
