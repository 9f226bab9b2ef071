/** Users, server side (protocol §2.9): list with cursor pages, create, and read/update/delete by id. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { created, json, page, success } from '../http/respond';
import { defineRoute, SERVER_ACCESS } from '../http/route';
import { queryBoolean, userIdOrMe, uuid } from '../http/schemas';
import { findUser, deleteUserCascade } from '../state/users';
import type { EmulatorCore } from '../core';
import type { UserRecord } from '../state/records';
import { createUserFromServer, serverUserCreate } from '../users/user-create';
import { listUsers } from '../users/user-list';
import { applyUserUpdate, serverUserUpdate } from '../users/user-update';
import { restrictionSchemaLines } from '../users/user-fields';
import { validateJoinedBody } from '../users/joined-schema';
import { serverUserJson } from '../users/user-view';


const listQuery = z.strictObject({
  // A number as yup casts query text ("2" → 2, "two" → NaN, reported as such).
  limit: z.number().int().min(1).optional(),
  cursor: uuid.optional(),
  order_by: z.literal('signed_up_at').optional(),
  desc: queryBoolean.optional(),
  query: z.string().optional(),
  team_id: uuid.optional(),
  include_restricted: queryBoolean.optional(),
  include_anonymous: queryBoolean.optional(),
  only_anonymous: queryBoolean.optional(),
});

const idParams = z.strictObject({ user_id: userIdOrMe });

function existingUser(core: EmulatorCore, projectId: string, userId: string): UserRecord {
  const user = findUser(core, projectId, userId);
  if (user === undefined) throw known('USER_NOT_FOUND');
  return user;
}

export const userRoutes = [
  defineRoute({
    method: 'GET', path: '/users', access: SERVER_ACCESS, query: listQuery,
    handler: ({ core, query, requireAuth }) => {
      if (query.only_anonymous === true && query.include_anonymous !== true) {
        throw statusError(400, 'only_anonymous=true requires include_anonymous=true');
      }
      const { items, nextCursor } = listUsers(core, requireAuth().project, query);
      return page(items.map((u) => serverUserJson(core, u)), nextCursor);
    },
  }),
  defineRoute({
    // Validated here: the service's create schema is a joined one (unknown keys reported twice).
    method: 'POST', path: '/users', access: SERVER_ACCESS, body: z.unknown(),
    handler: async ({ core, body: raw, requireAuth, schemaError }) => {
      const parsed = validateJoinedBody(serverUserCreate, raw);
      if (!parsed.ok) return schemaError(...parsed.lines);
      const body = parsed.value;
      const restriction = restrictionSchemaLines(body);
      if (restriction.length > 0) return schemaError(...restriction);
      return created(await createUserFromServer(core, requireAuth().project, body));
    },
  }),
  defineRoute({
    method: 'GET', path: '/users/{user_id}', access: SERVER_ACCESS, params: idParams,
    handler: ({ core, params, requireAuth, resolveUserId }) =>
      json(serverUserJson(core, existingUser(core, requireAuth().project.id, resolveUserId(params.user_id)))),
  }),
  defineRoute({
    method: 'PATCH', path: '/users/{user_id}', access: SERVER_ACCESS, params: idParams, body: serverUserUpdate,
    handler: async ({ core, body, params, requireAuth, resolveUserId, schemaError }) => {
      const restriction = restrictionSchemaLines(body);
      if (restriction.length > 0) return schemaError(...restriction);
      const user = existingUser(core, requireAuth().project.id, resolveUserId(params.user_id));
      await applyUserUpdate(core, 'server', user, body);
      return json(serverUserJson(core, user));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/users/{user_id}', access: SERVER_ACCESS, params: idParams,
    handler: ({ core, params, requireAuth, resolveUserId }) => {
      const user = existingUser(core, requireAuth().project.id, resolveUserId(params.user_id));
      deleteUserCascade(core, user.id);
      return success();
    },
  }),
];
