/** The AppCache key of the current user (re-exported by keys.ts, where every key is listed). */

/** GET /users/me; invalidate it after any user mutation. */
export const CURRENT_USER_KEY = ['users', 'me'] as const;
