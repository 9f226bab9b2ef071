/** A user's team-specific profile (falls back to the user's own name and image). */
import type { ServerUser } from './user';

/**
 * A user's team-specific profile (falls back to the user's own name and image).
 * @example
 * const members = await team.listMembers();
 * if (members.ok) for (const member of members.value) console.log(member.userId, member.displayName);
 * @public
 */
export interface TeamMemberProfile {
  readonly teamId: string;
  readonly userId: string;
  readonly displayName: string | null;
  readonly profileImageUrl: string | null;
}

export interface ServerTeamMemberProfile extends TeamMemberProfile {
  readonly user: ServerUser;
}

/**
 * Input of `team.updateMyProfile`: undefined = unchanged, null = clear.
 * @example
 * const update: TeamMemberProfileUpdate = { displayName: 'Ann (design)', profileImageUrl: null };
 * const profile = await team.updateMyProfile(update);
 * @public
 */
export interface TeamMemberProfileUpdate {
  readonly displayName?: string | null;
  readonly profileImageUrl?: string | null;
}
