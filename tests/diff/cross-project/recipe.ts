/**
 * How the cross-project scenario builds one route's request: a request that is valid in project X (X's ids, X's
 * user tokens and codes), which the generator sends with project Y's keys instead of X's.
 */
import type { ProjectKeys } from '../../support/real-backend';
import type { Access, Target, WireRequest } from '../support/targets';
import { tokenOf } from '../teams-people';

/**
 * Who signs a request in. 'x-user': X's own user (X's token, `me`), so only the keys are foreign. 'y-user': a user of
 * Y signed in with Y's keys, naming X's objects by id — a signed-in stranger reaching for X's objects. The 'y-user'
 * variant is sent only where the recipe asks for a signer (`asUser` on client requests, `signedBy` on any).
 */
export type Signer = 'x-user' | 'y-user';

/** What one build is for: the access type, Y's keys, the signer; `signed` is set when the recipe asked for one. */
export interface BuildContext {
  access: Access;
  other: ProjectKeys;
  signer: Signer;
  /** A live token of Y's user on that target. */
  yToken(t: Target): Promise<string>;
  signed: boolean;
}

export interface Recipe {
  /** X's objects the request points at (the report's column). */
  points: string;
  /** The request as it is valid in X, for target `t` (Y's keys are in `c.other`, for routes that carry them in the body). */
  build(t: Target, c: BuildContext): WireRequest | Promise<WireRequest>;
  /**
   * Set when the service answers success without touching or showing X's objects (a list filtered by an id it
   * does not have, a "maybe" answer): why. The reply must then name none of X's objects. Otherwise both targets
   * must refuse.
   */
  answers?: string;
  /**
   * The control, the same request with X's own keys, which the real backend must accept (proof that the recipe is a
   * valid request, so a refusal with Y's keys is the project scoping's): sent for every access type (the default), for
   * the first only (it can be done once), or not at all, with the reason (it destroys or uses up what later routes need).
   */
  control?: 'first' | { skip: string };
  /** Lists the service returns in no stated order, each with the field to sort by (the diff runner's `unorderedBy`). */
  unorderedBy?: Record<string, string>;
}

export type Recipes = Readonly<Record<string, Recipe>>;

/** Controls left out: X's objects that a control would use up or destroy (the cross-project requests need them). */
export const USES_UP = (what: string): { skip: string } => ({ skip: `uses up ${what}, which other routes' requests point at` });
export const DESTROYS = (what: string): { skip: string } => ({ skip: `deletes ${what}, which other routes' requests point at` });

/** The `answers` of the list routes that take an owner id as a filter. */
export const LIST_ANSWER = 'the service filters its own rows by the id and answers an empty list for an id it does not have (measured: the same for an unknown uuid)';

/** A client request's signer and the id it names the acting user by; server and admin name X's user by id. */
export async function asUser(t: Target, c: BuildContext, label = 'ann'): Promise<{ user?: string; id: string }> {
  if (c.access !== 'client') return { id: t.var(label) };
  c.signed = true;
  return c.signer === 'x-user' ? { user: await tokenOf(t, label), id: 'me' } : { user: await c.yToken(t), id: t.var(label) };
}

/** The signer's token on every access type: X's user, or Y's own user (for recipes that point at X from a body field). */
export async function signedBy(t: Target, c: BuildContext): Promise<string> {
  c.signed = true;
  return c.signer === 'x-user' ? tokenOf(t, 'ann') : c.yToken(t);
}

/** The signer's token on client requests only (server and admin name everything by id). */
export async function clientToken(t: Target, c: BuildContext, label = 'ann'): Promise<{ user?: string }> {
  const { user } = await asUser(t, c, label);
  return user === undefined ? {} : { user };
}
