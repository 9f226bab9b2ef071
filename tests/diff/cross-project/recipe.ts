/**
 * How the cross-project scenario builds one route's request: a request that is valid in project X (X's ids, X's
 * user tokens and codes), which the generator sends with project Y's keys instead of X's.
 */
import type { ProjectKeys } from '../../support/real-backend';
import type { Access, Target, WireRequest } from '../support/targets';
import { tokenOf } from '../teams-people';

export interface Recipe {
  /** X's objects the request points at (the report's column). */
  points: string;
  /** The request as it is valid in X, for target `t`; `other` is Y's keys (for routes that carry them in the body). */
  build(t: Target, access: Access, other: ProjectKeys): WireRequest | Promise<WireRequest>;
  /**
   * Set when the service answers success without touching or showing X's objects (a list filtered by an id it
   * does not have, a "maybe" answer): why. The reply must then name none of X's objects. Otherwise both targets
   * must refuse.
   */
  answers?: string;
}

export type Recipes = Readonly<Record<string, Recipe>>;

/** Who a request acts as: a client is X's signed-in user (X's token, `me`); a server or admin names the user by id. */
export async function asUser(t: Target, access: Access, label = 'ann'): Promise<{ user?: string; id: string }> {
  return access === 'client' ? { user: await tokenOf(t, label), id: 'me' } : { id: t.var(label) };
}

/** X's user token on client requests only (server and admin name everything by id). */
export async function clientToken(t: Target, access: Access, label = 'ann'): Promise<{ user?: string }> {
  return access === 'client' ? { user: await tokenOf(t, label) } : {};
}
