/** GET /users list semantics (protocol §2.9): filters, sign-up-time ordering with id ties, n+1 cursor pages. */
import type { EmulatorCore } from '../core';
import type { ProjectRecord, UserRecord } from '../state/records';
import { channelsOf, restrictedReasonOf } from '../state/users';
import { isTeamMember } from '../state/teams';

export interface UserListQuery {
  limit?: number;
  cursor?: string;
  desc?: boolean;
  query?: string;
  team_id?: string;
  include_restricted?: boolean;
  include_anonymous?: boolean;
  only_anonymous?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anonymous users only with include_anonymous; other restricted users with include_restricted too. */
function visible(core: EmulatorCore, project: ProjectRecord, user: UserRecord, q: UserListQuery): boolean {
  if (q.only_anonymous === true) return user.isAnonymous;
  if (q.include_anonymous === true) return true;
  if (user.isAnonymous) return false;
  return q.include_restricted === true || restrictedReasonOf(core, project, user) === null;
}

/** Case-insensitive substring of the display name or any channel value, or the exact id. */
function matchesText(core: EmulatorCore, user: UserRecord, text: string): boolean {
  const needle = text.toLowerCase();
  const idCandidate = text.replace(/[^A-Za-z0-9\-_.]/g, '');
  if (UUID.test(idCandidate) && user.id === idCandidate.toLowerCase()) return true;
  if (user.displayName?.toLowerCase().includes(needle) === true) return true;
  return channelsOf(core, user.id).some((c) => c.value.toLowerCase().includes(needle));
}

function compare(a: UserRecord, b: UserRecord): number {
  if (a.signedUpAt !== b.signedUpAt) return a.signedUpAt - b.signedUpAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function listUsers(core: EmulatorCore, project: ProjectRecord, q: UserListQuery): { items: UserRecord[]; nextCursor: string | null } {
  const sign = q.desc === true ? -1 : 1;
  const rows = Object.values(core.state.users)
    .filter((u) => u.projectId === project.id && visible(core, project, u, q))
    .filter((u) => q.team_id === undefined || isTeamMember(core, q.team_id, u.id))
    .filter((u) => q.query === undefined || q.query === '' || matchesText(core, u, q.query))
    .sort((a, b) => sign * compare(a, b));
  let start = 0;
  if (q.cursor !== undefined) {
    // Keyset: the cursor row itself opens the page; a vanished cursor user ends the listing.
    const cursorUser = core.state.users[q.cursor];
    if (cursorUser === undefined || cursorUser.projectId !== project.id) return { items: [], nextCursor: null };
    start = rows.findIndex((u) => sign * compare(u, cursorUser) >= 0);
    if (start < 0) return { items: [], nextCursor: null };
  }
  if (q.limit === undefined) return { items: rows.slice(start), nextCursor: null };
  const fetched = rows.slice(start, start + q.limit + 1);
  const next = fetched.length > q.limit ? fetched[q.limit]! : null;
  return { items: fetched.slice(0, q.limit), nextCursor: next === null ? null : next.id };
}
