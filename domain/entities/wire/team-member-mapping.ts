/** Team member profile mappings between wire and entity. */
import type { ServerTeamMemberProfile, TeamMemberProfile, TeamMemberProfileUpdate } from '../team-member-profile';
import { omitUndefined } from './omit-undefined';
import type { ServerTeamMemberProfileWire, TeamMemberProfileUpdateWire, TeamMemberProfileWire } from './team-member-wire';
import { serverUserFromWire } from './user-mapping';

export function teamMemberProfileFromWire(w: TeamMemberProfileWire): TeamMemberProfile {
  return { teamId: w.team_id, userId: w.user_id, displayName: w.display_name, profileImageUrl: w.profile_image_url };
}

export function serverTeamMemberProfileFromWire(w: ServerTeamMemberProfileWire): ServerTeamMemberProfile {
  return { ...teamMemberProfileFromWire(w), user: serverUserFromWire(w.user) };
}

export function teamMemberProfileUpdateToWire(u: TeamMemberProfileUpdate): TeamMemberProfileUpdateWire {
  return omitUndefined({ display_name: u.displayName, profile_image_url: u.profileImageUrl });
}
