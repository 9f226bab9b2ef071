/** Team and project permission definitions, admin only (protocol §2.14): one route factory per scope. */
import * as z from 'zod';
import type { Route } from '../http/route';
import { created, json, list, success } from '../http/respond';
import { ADMIN_ACCESS, defineRoute } from '../http/route';
import { compareStrings } from '../teams/permission-grants';
import { assertPermissionIds, customPermissionId, permissionId } from '../teams/permission-ids';
import { serviceString } from '../teams/service-string';
import { createDefinition, deleteDefinition, updateDefinition } from '../teams/permission-definitions';
import { allDefinitions, definitionJson, PROJECT_SCOPE, TEAM_SCOPE, type PermissionScope } from '../teams/permission-scope';

const contained = z.array(permissionId).optional();
const createBody = z.strictObject({ id: customPermissionId, description: serviceString.optional(), contained_permission_ids: contained });
const updateBody = z.strictObject({ id: customPermissionId.optional(), description: serviceString.optional(), contained_permission_ids: contained });
// A well-formed id (system ones included) that names no custom definition is PERMISSION_NOT_FOUND.
const params = z.strictObject({ permission_id: permissionId });

function definitionRoutes(scope: PermissionScope, base: string): Route[] {
  return [
    defineRoute({
      method: 'GET', path: base, access: ADMIN_ACCESS,
      handler: ({ requireAuth }) => {
        const defs = Object.values(allDefinitions(requireAuth().project, scope)).sort((a, b) => compareStrings(a.id, b.id));
        return list(defs.map(definitionJson));
      },
    }),
    defineRoute({
      method: 'POST', path: base, access: ADMIN_ACCESS, body: createBody,
      handler: ({ body, requireAuth, schemaError }) => {
        assertPermissionIds(schemaError, { custom: [body.id], any: body.contained_permission_ids ?? [] });
        return created(createDefinition(requireAuth().project, scope, body));
      },
    }),
    defineRoute({
      method: 'PATCH', path: `${base}/{permission_id}`, access: ADMIN_ACCESS, body: updateBody, params,
      handler: ({ core, body, params: p, requireAuth, schemaError }) => {
        assertPermissionIds(schemaError, { any: [p.permission_id, ...(body.contained_permission_ids ?? [])], custom: [body.id] });
        return json(updateDefinition(core, requireAuth().project, scope, p.permission_id, body));
      },
    }),
    defineRoute({
      method: 'DELETE', path: `${base}/{permission_id}`, access: ADMIN_ACCESS, params,
      handler: ({ core, params: p, requireAuth, schemaError }) => {
        assertPermissionIds(schemaError, { any: [p.permission_id] });
        deleteDefinition(core, requireAuth().project, scope, p.permission_id);
        return success();
      },
    }),
  ];
}

export const permissionDefinitionRoutes = [
  ...definitionRoutes(TEAM_SCOPE, '/team-permission-definitions'),
  ...definitionRoutes(PROJECT_SCOPE, '/project-permission-definitions'),
];
