/**
 * The AppCache keys of the current user's data, in one place, so reads and the invalidations after mutations
 * cannot drift apart. Keys carry no session (the cache adds it); a key invalidates every key it prefixes.
 */
import type { CacheKey } from '../shared/app-cache';

// GET /users/me (invalidate it after any user mutation): in current-user-key.ts, which a sign-in + getUser page
// imports alone, so the keys below load with the services that use them.
export { CURRENT_USER_KEY } from './current-user-key';

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
