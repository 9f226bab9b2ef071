/** Team member profile mappings between wire and entity. The server profile: server/server-team-member.mapping.ts. */
import type { TeamMemberProfile, TeamMemberProfileUpdate } from '../../domain/entities/team-member-profile';
import { omitUndefined } from '../core/wire/omit-undefined';
import type { TeamMemberProfileWire } from './team-member.schema';

export function teamMemberProfileFromWire(w: TeamMemberProfileWire): TeamMemberProfile {
  return { teamId: w.team_id, userId: w.user_id, displayName: w.display_name, profileImageUrl: w.profile_image_url };
}

export function teamMemberProfileUpdateToWire(u: TeamMemberProfileUpdate) {
  return omitUndefined({ display_name: u.displayName, profile_image_url: u.profileImageUrl });
}
