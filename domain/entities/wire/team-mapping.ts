/** Team and membership mappings between wire and entity. */
import type { ServerTeam, ServerTeamUpdate, Team, TeamCreate, TeamMembership, TeamUpdate } from '../team';
import { omitUndefined } from './omit-undefined';
import type {
  ServerTeamUpdateWire, ServerTeamWire, TeamCreateWire, TeamMembershipWire, TeamUpdateWire, TeamWire,
} from './team-wire';

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

export function teamUpdateToWire(u: TeamUpdate): TeamUpdateWire {
  return omitUndefined({
    display_name: u.displayName,
    profile_image_url: u.profileImageUrl,
    client_metadata: u.clientMetadata,
  });
}

export function serverTeamUpdateToWire(u: ServerTeamUpdate): ServerTeamUpdateWire {
  return omitUndefined({
    ...teamUpdateToWire(u),
    client_read_only_metadata: u.clientReadOnlyMetadata,
    server_metadata: u.serverMetadata,
  });
}

export function teamCreateToWire(c: TeamCreate): TeamCreateWire {
  return omitUndefined({ ...serverTeamUpdateToWire(c), display_name: c.displayName, creator_user_id: c.creatorUserId });
}

export function teamMembershipFromWire(w: TeamMembershipWire): TeamMembership {
  return { teamId: w.team_id, userId: w.user_id };
}
