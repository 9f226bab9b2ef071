/** GET / PATCH / DELETE /users/me (§2.9): client fields for client access, server fields otherwise. */
import * as z from 'zod';
import { statusError } from '../http/errors';
import { json, success } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { validatePart } from '../http/validate';
import { deleteUserCascade } from '../state/users';
import { applyUserUpdate, clientUserUpdate, serverUserUpdate } from '../users/user-update';
import { restrictionSchemaLines } from '../users/user-fields';
import { userJsonFor } from '../users/user-view';


export const usersMeRoutes = [
  defineRoute({
    method: 'GET', path: '/users/me', access: ALL_ACCESS,
    handler: ({ core, requireAuth, requireUser }) => json(userJsonFor(core, requireAuth().type, requireUser('me'))),
  }),
  defineRoute({
    method: 'PATCH', path: '/users/me', access: ALL_ACCESS, body: z.unknown(),
    handler: async ({ core, body, requireAuth, requireUser, schemaError }) => {
      const { type } = requireAuth();
      // The schema depends on the access type, so validation happens here rather than in the route spec.
      const parsed = validatePart(type === 'client' ? clientUserUpdate : serverUserUpdate, body ?? {}, 'body');
      if (!parsed.ok) return schemaError(...parsed.lines);
      const restriction = restrictionSchemaLines(parsed.value);
      if (restriction.length > 0) return schemaError(...restriction);
      const user = requireUser('me');
      await applyUserUpdate(core, type, user, parsed.value);
      return json(userJsonFor(core, type, user));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/users/me', access: ALL_ACCESS,
    handler: ({ core, requireAuth, requireUser }) => {
      const { type, project } = requireAuth();
      const user = requireUser('me');
      if (type === 'client' && !project.config.clientUserDeletionEnabled) throw statusError(400, 'Client user deletion is not enabled for this project');
      deleteUserCascade(core, user.id);
      return success();
    },
  }),
];
