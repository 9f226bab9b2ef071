/** Contact channels CRUD (protocol §2.10): list, create, read, update, delete; client access = own user only. */
import * as z from 'zod';
import { statusError } from '../http/errors';
import { created, json, list, success } from '../http/respond';
import { ALL_ACCESS, defineRoute, type RouteContext } from '../http/route';
import { nonEmptyEmail, userIdOrMe, uuid } from '../http/schemas';
import { validatePart } from '../http/validate';
import { validateJoinedBody } from '../users/joined-schema';
import { newId } from '../random';
import type { ContactChannelRecord } from '../state/records';
import { normaliseEmail } from '../state/users';
import type { EmulatorCore } from '../core';
import {
  assertAuthValueFree, assertNotDuplicate, assertOwnUser, channelJson, channelOwner, findChannel, makePrimary,
} from '../contact-channels/channels';


const clientCreate = z.strictObject({
  user_id: userIdOrMe, value: nonEmptyEmail, type: z.literal('email'), used_for_auth: z.boolean(), is_primary: z.boolean().optional(),
});
const serverCreate = clientCreate.extend({ is_verified: z.boolean().optional() });
const clientUpdate = z.strictObject({
  value: nonEmptyEmail.optional(), type: z.literal('email').optional(), used_for_auth: z.boolean().optional(), is_primary: z.boolean().optional(),
});
const serverUpdate = clientUpdate.extend({ is_verified: z.boolean().optional() });
type ChannelUpdate = z.output<typeof serverUpdate>;

const channelParams = z.strictObject({ user_id: userIdOrMe, contact_channel_id: uuid });

/** Body schemas differ per access type (client bodies may not carry is_verified; the server's is a joined one). */
function bodyFor<C, S>(ctx: RouteContext<unknown, unknown, unknown>, client: z.ZodType<C>, server: z.ZodType<S>): C | S {
  const parsed = ctx.requireAuth().type === 'client' ? validatePart<C | S>(client, ctx.body ?? {}, 'body') : validateJoinedBody<C | S>(server, ctx.body);
  return parsed.ok ? parsed.value : ctx.schemaError(...parsed.lines);
}

/** Owner check then look-up; the not-found answer differs per endpoint (404 on read, 400 on write). */
function ownChannel(ctx: RouteContext<unknown, unknown, z.output<typeof channelParams>>, action: string, notFound: () => never): ContactChannelRecord {
  const auth = ctx.requireAuth();
  const userId = ctx.resolveUserId(ctx.params.user_id);
  assertOwnUser(auth, userId, action);
  return findChannel(ctx.core, auth.project.id, userId, ctx.params.contact_channel_id) ?? notFound();
}

function applyChannelUpdate(core: EmulatorCore, channel: ContactChannelRecord, update: ChannelUpdate): void {
  const value = update.value === undefined ? channel.value : normaliseEmail(update.value);
  if (value !== channel.value) assertNotDuplicate(core, channel.userId, value, channel.id);
  // The backend checks whenever the body asks for auth use, and reports the type only (no value). Moving an auth
  // channel onto a taken address without saying so trips its unique index (a 500): the same 409 here instead.
  const movesAuthChannel = value !== channel.value && channel.usedForAuth && update.used_for_auth !== false;
  if (update.used_for_auth === true || movesAuthChannel) assertAuthValueFree(core, channel.projectId, value, channel.id, { reportValue: false });
  // Any address sent (even the same one) is unverified unless the server says otherwise.
  if (update.value !== undefined) channel.isVerified = false;
  channel.value = value;
  if (update.used_for_auth !== undefined) channel.usedForAuth = update.used_for_auth;
  if (update.is_verified !== undefined) channel.isVerified = update.is_verified;
  if (update.is_primary === true) makePrimary(core, channel);
  if (update.is_primary === false) channel.isPrimary = false;
}

export const contactChannelRoutes = [
  defineRoute({
    method: 'GET', path: '/contact-channels', access: ALL_ACCESS,
    query: z.strictObject({ user_id: userIdOrMe.optional(), contact_channel_id: uuid.optional() }),
    handler: ({ core, query, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = query.user_id === undefined ? undefined : resolveUserId(query.user_id);
      assertOwnUser(auth, userId, 'list');
      const items = Object.values(core.state.contactChannels).filter((c) => c.projectId === auth.project.id
        && (userId === undefined || c.userId === userId)
        && (query.contact_channel_id === undefined || c.id === query.contact_channel_id));
      return list(items.map(channelJson));
    },
  }),
  defineRoute({
    method: 'POST', path: '/contact-channels', access: ALL_ACCESS, body: z.unknown(),
    handler: (ctx) => {
      const auth = ctx.requireAuth();
      const body = bodyFor(ctx, clientCreate, serverCreate);
      const userId = ctx.resolveUserId(body.user_id);
      assertOwnUser(auth, userId, 'create');
      const owner = channelOwner(ctx.core, auth.project.id, userId);
      assertNotDuplicate(ctx.core, owner.id, body.value, null);
      if (body.used_for_auth) assertAuthValueFree(ctx.core, auth.project.id, body.value, null);
      const channel: ContactChannelRecord = {
        id: newId(), projectId: auth.project.id, userId: owner.id, type: 'email', value: normaliseEmail(body.value),
        isPrimary: false, isVerified: 'is_verified' in body ? body.is_verified ?? false : false, usedForAuth: body.used_for_auth,
      };
      ctx.core.state.contactChannels[channel.id] = channel;
      if (body.is_primary === true) makePrimary(ctx.core, channel);
      return created(channelJson(channel));
    },
  }),
  defineRoute({
    method: 'GET', path: '/contact-channels/{user_id}/{contact_channel_id}', access: ALL_ACCESS, params: channelParams,
    handler: (ctx) => json(channelJson(ownChannel(ctx, 'read', () => { throw statusError(404, 'Contact channel not found.'); }))),
  }),
  defineRoute({
    method: 'PATCH', path: '/contact-channels/{user_id}/{contact_channel_id}', access: ALL_ACCESS, params: channelParams, body: z.unknown(),
    handler: (ctx) => {
      const update = bodyFor(ctx, clientUpdate, serverUpdate);
      const channel = ownChannel(ctx, 'update', () => { throw statusError(400, 'Contact channel not found'); });
      applyChannelUpdate(ctx.core, channel, update);
      return json(channelJson(channel));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/contact-channels/{user_id}/{contact_channel_id}', access: ALL_ACCESS, params: channelParams,
    handler: (ctx) => {
      const channel = ownChannel(ctx, 'delete', () => { throw statusError(400, 'Contact channel not found'); });
      delete ctx.core.state.contactChannels[channel.id];
      return success();
    },
  }),
];
