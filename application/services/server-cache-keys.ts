/**
 * The cache keys of server reads. Everything about users sits under ['users'] and everything about teams under
 * ['teams'], so a mutation can stale a whole family with one prefix (AppCache.invalidate is by prefix).
 */
import type { CacheKey } from '../shared/app-cache';

export const USERS_KEY = ['users'] as const satisfies CacheKey;
export const TEAMS_KEY = ['teams'] as const satisfies CacheKey;
/** The client's own channel reads (['contact-channels', 'me']): a server write to a channel may be to the signed-in user's. */
export const CHANNELS_KEY = ['contact-channels'] as const satisfies CacheKey;

export const serverKeys = {
  /** Not ['users', 'me']: that key holds the client-shaped current user, this one the server shape. */
  me: (): CacheKey => ['users', 'me', 'server'],
  user: (userId: string): CacheKey => ['users', userId],
  contactChannels: (userId: string): CacheKey => ['users', userId, 'contact-channels'],
  teamList: (userId: string | null): CacheKey => ['teams', 'list', userId],
  team: (teamId: string): CacheKey => ['teams', teamId],
  members: (teamId: string): CacheKey => ['teams', teamId, 'members'],
  invitations: (teamId: string): CacheKey => ['teams', teamId, 'invitations'],
  permissions: (teamId: string, userId?: string, recursive?: boolean): CacheKey =>
    ['teams', teamId, 'permissions', ...(userId === undefined ? [] : [userId, recursive ?? true])],
  /** Every member's grants in the team ('*' is no user id); under permissions(teamId), so a grant or revoke stales it. */
  memberPermissions: (teamId: string, recursive: boolean): CacheKey => ['teams', teamId, 'permissions', '*', recursive],
};
