/** TeamRef: a team given by id or as any object with an id (a Team, a TeamInvitation's team…), so callers need no lookup. */

/** @public */
export type TeamRef = string | { readonly id: string };

export const teamIdOf = (team: TeamRef): string => (typeof team === 'string' ? team : team.id);
