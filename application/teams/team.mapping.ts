/** Client team mapping, wire → entity. Update and create inputs → wire: team-write.mapping.ts; server teams: server/server-team.mapping.ts. */
import type { Team } from '../../domain/entities/team';
import type { TeamWire } from './team.schema';

export function teamFromWire(w: TeamWire): Team {
  return {
    id: w.id,
    displayName: w.display_name,
    profileImageUrl: w.profile_image_url,
    clientMetadata: w.client_metadata,
    clientReadOnlyMetadata: w.client_read_only_metadata,
  };
}
