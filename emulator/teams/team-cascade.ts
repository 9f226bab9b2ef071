/** Removing members and teams with everything hanging off them (grants, invitations, selected team). */
import type { EmulatorCore } from '../core';
import { membershipKey } from '../state/state';

/** Deletes the membership, the member's team grants, and un-selects the team on the user. */
export function removeMembership(core: EmulatorCore, teamId: string, userId: string): void {
  const s = core.state;
  delete s.teamMemberships[membershipKey(teamId, userId)];
  s.teamPermissionGrants = s.teamPermissionGrants.filter((g) => !(g.teamId === teamId && g.userId === userId));
  const user = s.users[userId];
  if (user !== undefined && user.selectedTeamId === teamId) user.selectedTeamId = null;
}

/**
 * Deletes the team and its memberships (and so their grants). Its invitation codes stay, as in the service: they
 * still pass check-code, drop out of every listing, and details/accept answer TEAM_NOT_FOUND.
 */
export function deleteTeamCascade(core: EmulatorCore, teamId: string): void {
  const s = core.state;
  for (const m of Object.values(s.teamMemberships)) if (m.teamId === teamId) removeMembership(core, teamId, m.userId);
  s.teamPermissionGrants = s.teamPermissionGrants.filter((g) => g.teamId !== teamId);
  // Users who selected the team without being members (e.g. set by a server) are cleared too.
  for (const u of Object.values(s.users)) if (u.selectedTeamId === teamId) u.selectedTeamId = null;
  delete s.teams[teamId];
}
