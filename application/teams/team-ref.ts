/** TeamRef: a team given by id or as any object with an id (a Team, a TeamInvitation's team…), so callers need no lookup. */

/**
 * @example
 * await user.teams.leave(team);     // a Team object
 * await user.teams.leave(team.id);  // or its id
 * @public
 */
export type TeamRef = string | { readonly id: string };
