/** Wire shapes of teams (§3.2) and team member profiles (§3.9) per access type. */
import type { EmulatorCore } from '../core';
import type { AccessType, TeamMembershipRecord, TeamRecord } from '../state/records';
import { clientTeamJson, serverTeamJson, serverUserJson } from '../users/user-view';

export const teamJsonFor = (type: AccessType, team: TeamRecord): Record<string, unknown> =>
  type === 'client' ? clientTeamJson(team) : serverTeamJson(team);

/** Team-specific name and image, falling back to the user's own; server access adds the server user. */
export function memberProfileJson(core: EmulatorCore, type: AccessType, m: TeamMembershipRecord): Record<string, unknown> {
  const user = core.state.users[m.userId];
  const profile = {
    team_id: m.teamId, user_id: m.userId,
    display_name: m.displayName ?? user?.displayName ?? null,
    profile_image_url: m.profileImageUrl ?? user?.profileImageUrl ?? null,
  };
  return type === 'client' || user === undefined ? profile : { ...profile, user: serverUserJson(core, user) };
}
