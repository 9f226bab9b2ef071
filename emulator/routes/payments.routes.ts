/**
 * The two payments reads the official SDK's account settings make, answered as the service answers a project
 * that has no payments set up (no Stripe account, no products): no billing customer, no owned products. The
 * access checks are the service's: a client reads its own user, or a team where it holds `team_admin`.
 */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import { json, page } from '../http/respond';
import { ALL_ACCESS, defineRoute, type RouteContext } from '../http/route';
import { findUser } from '../state/users';
import { requireTeam, requireTeamPermission } from '../teams/team-access';

type CustomerType = 'user' | 'team' | 'custom';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Client access only: signed in, never a custom customer, its own user, or a team it administers. */
function assertClientMayRead(ctx: RouteContext<unknown, unknown, unknown>, type: CustomerType, customerId: string, forbidden: string): void {
  if (ctx.requireAuth().type !== 'client') return;
  const user = ctx.requireUser('auth');
  if (type === 'custom') throw statusError(403, forbidden);
  if (type === 'user') {
    if (customerId !== user.id) throw statusError(403, forbidden);
    return;
  }
  requireTeamPermission(ctx, customerId, ['team_admin']);
}

/** The customer must exist (custom customers always do); a malformed id is simply not found. */
function assertCustomerExists(core: EmulatorCore, projectId: string, type: CustomerType, customerId: string): void {
  if (type === 'user' && (!UUID.test(customerId) || findUser(core, projectId, customerId) === undefined)) throw known('USER_NOT_FOUND');
  if (type === 'team') {
    if (!UUID.test(customerId)) throw known('TEAM_NOT_FOUND', { team_id: customerId });
    requireTeam(core, projectId, customerId);
  }
}

export const paymentRoutes = [
  defineRoute({
    method: 'GET', path: '/payments/billing/{customer_type}/{customer_id}', access: ALL_ACCESS,
    params: z.strictObject({ customer_type: z.enum(['user', 'team']), customer_id: z.string() }),
    handler: (ctx) => {
      assertClientMayRead(ctx, ctx.params.customer_type, ctx.params.customer_id, 'Clients can only manage their own billing.');
      // Without a Stripe account the service never looks the customer up.
      return json({ has_customer: false, default_payment_method: null });
    },
  }),
  defineRoute({
    method: 'GET', path: '/payments/products/{customer_type}/{customer_id}', access: ALL_ACCESS,
    params: z.strictObject({ customer_type: z.enum(['user', 'team', 'custom']), customer_id: z.string() }),
    query: z.strictObject({ cursor: z.string().optional(), limit: z.string().optional() }),
    handler: (ctx) => {
      const { customer_type: type, customer_id: customerId } = ctx.params;
      assertClientMayRead(ctx, type, customerId, 'Clients can only access their own user or team products.');
      assertCustomerExists(ctx.core, ctx.requireAuth().project.id, type, customerId);
      // No products are owned, so any cursor names no entry.
      if (ctx.query.cursor !== undefined && ctx.query.cursor !== '') throw statusError(400, 'Invalid cursor');
      return page([], null);
    },
  }),
];
