/** Sessions (refresh-token rows): create, find a live one by refresh token, issue token pairs, revoke. */
import type { EmulatorCore } from '../core';
import { newId, randomCode45 } from '../random';
import type { SessionRecord, UserRecord } from '../state/records';
import { signAccessToken } from './access-token';

export const REFRESH_TOKEN_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export function createSession(
  core: EmulatorCore, user: UserRecord, options: { expiresInMs?: number; isImpersonation?: boolean } = {},
): SessionRecord {
  const now = core.clock.now();
  const session: SessionRecord = {
    id: newId(), projectId: user.projectId, userId: user.id, refreshToken: randomCode45(), createdAt: now,
    expiresAt: now + (options.expiresInMs ?? REFRESH_TOKEN_LIFETIME_MS), lastUsedAt: now,
    isImpersonation: options.isImpersonation ?? false,
  };
  core.state.sessions[session.id] = session;
  return session;
}

/** A session is live when its row exists, has not expired and its user still exists (protocol §1.8). */
export function findLiveSession(core: EmulatorCore, projectId: string, refreshToken: string): SessionRecord | undefined {
  const session = Object.values(core.state.sessions).find((s) => s.refreshToken === refreshToken && s.projectId === projectId);
  if (session === undefined || session.expiresAt <= core.clock.now()) return undefined;
  return core.state.users[session.userId] === undefined ? undefined : session;
}

/** The `{access_token, refresh_token, user_id}` of every sign-in endpoint, on a brand new session. */
export async function signInTokens(core: EmulatorCore, user: UserRecord): Promise<{ access_token: string; refresh_token: string; user_id: string }> {
  const session = createSession(core, user);
  return { access_token: await signAccessToken(core, user, session), refresh_token: session.refreshToken, user_id: user.id };
}

/** Refresh: a new access token for the same session (never rotated), touching last-used/last-active. */
export async function refreshAccessToken(core: EmulatorCore, session: SessionRecord): Promise<string> {
  const user = core.state.users[session.userId];
  if (user === undefined) throw new Error('findLiveSession guarantees the user exists');
  const now = core.clock.now();
  session.lastUsedAt = now;
  user.lastActiveAt = now;
  return signAccessToken(core, user, session);
}

/** Password changes revoke sessions (§1.8): all of them, or all but `keepRefreshToken`. */
export function revokeUserSessions(core: EmulatorCore, userId: string, keepRefreshToken?: string): void {
  for (const [id, s] of Object.entries(core.state.sessions)) {
    if (s.userId === userId && s.refreshToken !== keepRefreshToken) delete core.state.sessions[id];
  }
}
