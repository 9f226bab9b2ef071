/** Server team member profile mapping, wire → entity (the profile with its server user). */
import type { ServerTeamMemberProfile } from '../../domain/entities/team-member-profile';
import { teamMemberProfileFromWire } from '../teams/team-member.mapping';
import type { ServerTeamMemberProfileWire } from './server-team-member.schema';
import { serverUserFromWire } from './server-user.mapping';

export function serverTeamMemberProfileFromWire(w: ServerTeamMemberProfileWire): ServerTeamMemberProfile {
  return { ...teamMemberProfileFromWire(w), user: serverUserFromWire(w.user) };
}
