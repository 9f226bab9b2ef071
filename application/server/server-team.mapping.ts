/** Server team and membership mappings, wire → entity. The client team: teams/team.mapping.ts; inputs → wire: teams/team-write.mapping.ts. */
import type { ServerTeam, TeamMembership } from '../../domain/entities/team';
import { teamFromWire } from '../teams/team.mapping';
import type { ServerTeamWire, TeamMembershipWire } from './server-team.schema';

export function serverTeamFromWire(w: ServerTeamWire): ServerTeam {
  return { ...teamFromWire(w), createdAt: w.created_at_millis, serverMetadata: w.server_metadata };
}

export function teamMembershipFromWire(w: TeamMembershipWire): TeamMembership {
  return { teamId: w.team_id, userId: w.user_id };
}
