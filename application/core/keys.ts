/**
 * Every AppCache key, in one place, so reads and the invalidations after mutations cannot drift apart. Keys carry no
 * session (the cache adds it); a key invalidates every key it prefixes.
 */
import type { CacheKey } from './cache/app-cache';

// GET /users/me: in current-user-key.ts, the one key a sign-in + getUser page imports, so the others load with the
// services that use them (a bundler puts a whole file in the chunk that first needs it).
export { CURRENT_USER_KEY } from './current-user-key';
/** GET /projects/current. */
export const CURRENT_PROJECT_KEY = ['projects', 'current'] as const;

/** GET /teams?user_id=me. */
export const MY_TEAMS_KEY: CacheKey = ['teams', 'me'];
/** GET /team-invitations?user_id=me. */
export const MY_INVITATIONS_KEY: CacheKey = ['team-invitations', 'me'];
/** GET /contact-channels?user_id=me. */
export const MY_CHANNELS_KEY: CacheKey = ['contact-channels', 'me'];

/** Everything cached about one team (prefix of the keys below). */
export const teamKey = (teamId: string): CacheKey => ['team', teamId];
export const teamMembersKey = (teamId: string): CacheKey => ['team', teamId, 'members'];
export const teamInvitationsKey = (teamId: string): CacheKey => ['team', teamId, 'invitations'];
export const myTeamProfileKey = (teamId: string): CacheKey => ['team', teamId, 'profile', 'me'];
export const myTeamPermissionsKey = (teamId: string, recursive: boolean): CacheKey => ['team', teamId, 'permissions', 'me', recursive];

// Server reads: everything about users sits under ['users'] and everything about teams under ['teams'], so a mutation
// can stale a whole family with one prefix (AppCache.invalidate is by prefix).
export const USERS_KEY = ['users'] as const satisfies CacheKey;
export const TEAMS_KEY = ['teams'] as const satisfies CacheKey;
/** The client's own channel reads (['contact-channels', 'me']): a server write to a channel may be to the signed-in user's. */
export const CHANNELS_KEY = ['contact-channels'] as const satisfies CacheKey;

export const serverKeys = {
  /** Not ['users', 'me']: that key holds the client-shaped current user, this one the server shape. */
  me: (): CacheKey => ['users', 'me', 'server'],
  user: (userId: string): CacheKey => ['users', userId],
  contactChannels: (userId: string): CacheKey => ['users', userId, 'contact-channels'],
  connectedAccounts: (userId: string): CacheKey => ['users', userId, 'connected-accounts'],
  teamList: (userId: string | null): CacheKey => ['teams', 'list', userId],
  team: (teamId: string): CacheKey => ['teams', teamId],
  members: (teamId: string): CacheKey => ['teams', teamId, 'members'],
  invitations: (teamId: string): CacheKey => ['teams', teamId, 'invitations'],
  permissions: (teamId: string, userId?: string, recursive?: boolean): CacheKey =>
    ['teams', teamId, 'permissions', ...(userId === undefined ? [] : [userId, recursive ?? true])],
  /** Every member's grants in the team ('*' is no user id); under permissions(teamId), so a grant or revoke stales it. */
  memberPermissions: (teamId: string, recursive: boolean): CacheKey => ['teams', teamId, 'permissions', '*', recursive],
};
