/** A user's team-specific profile (falls back to the user's own name and image). */
import type { ServerUser } from './user';

export interface TeamMemberProfile {
  readonly teamId: string;
  readonly userId: string;
  readonly displayName: string | null;
  readonly profileImageUrl: string | null;
}

export interface ServerTeamMemberProfile extends TeamMemberProfile {
  readonly user: ServerUser;
}

export interface TeamMemberProfileUpdate {
  readonly displayName?: string | null;
  readonly profileImageUrl?: string | null;
}
