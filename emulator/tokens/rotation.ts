/**
 * Refresh-token rotation with reuse detection (RFC 9700 §4.14.2), off by default: the hosted service never rotates.
 * When on, every refresh_token grant retires the presented token and issues its successor on the same session row
 * (so `refresh_token_id` stays the same). A retired token presented again within `reuseGraceMs` of its retirement,
 * while its successor is still current, is answered with that successor (a retried or concurrent refresh); any other
 * reuse revokes the whole family (the session row) and counts a family revocation.
 */
import type { EmulatorCore } from '../core';
import { randomCode45 } from '../random';
import type { SessionRecord } from '../state/records';
import { findLiveSession } from './sessions';


/** The session a refresh_token grant serves and the refresh token to hand back, or undefined (not found, expired, reused). */
export function rotateOnRefresh(core: EmulatorCore, projectId: string, refreshToken: string): { session: SessionRecord; refreshToken: string } | undefined {
  const rotation = core.rotation;
  const live = findLiveSession(core, projectId, refreshToken);
  if (live !== undefined) {
    const successor = randomCode45();
    rotation.retired.set(refreshToken, { sessionId: live.id, retiredAt: core.clock.now(), successor });
    live.refreshToken = successor;
    return { session: live, refreshToken: successor };
  }
  const retired = rotation.retired.get(refreshToken);
  const session = retired === undefined ? undefined : core.state.sessions[retired.sessionId];
  if (retired === undefined || session === undefined || session.projectId !== projectId) return undefined;
  const current = findLiveSession(core, projectId, session.refreshToken);
  if (current !== undefined && retired.successor === current.refreshToken && core.clock.now() - retired.retiredAt <= rotation.settings.reuseGraceMs) {
    return { session: current, refreshToken: current.refreshToken };
  }
  delete core.state.sessions[session.id];
  rotation.familyRevocations += 1;
  return undefined;
}
