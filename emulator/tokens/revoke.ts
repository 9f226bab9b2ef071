/** Server-side revocation for tests: the session holding a refresh token, or every session of a user. */
import type { EmulatorCore } from '../core';

export function revokeSessions(core: EmulatorCore, target: { refreshToken: string } | { userId: string }): number {
  let count = 0;
  for (const [id, session] of Object.entries(core.state.sessions)) {
    const hit = 'refreshToken' in target ? session.refreshToken === target.refreshToken : session.userId === target.userId;
    if (hit) {
      delete core.state.sessions[id];
      count++;
    }
  }
  return count;
}
