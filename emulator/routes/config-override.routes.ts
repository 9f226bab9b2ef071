/**
 * `GET|PUT|PATCH /internal/config/override/{level}` (protocol §2.16), the route the official SDK's project config
 * calls: server or admin, server only for the branch level; `POST /internal/config/override/{level}/reset-keys`
 * (admin; branch or environment); `GET|DELETE /internal/config/source`, the pushed (branch) config's source (admin);
 * and `GET /internal/config`, the rendered config (admin). Bodies are strings of JSON, checked against the schema
 * the emulator knows (config-override/schema.ts); the branch and environment overrides set the project config.
 */
import * as z from 'zod';
import { sourceProblem } from '../config-override/source';
import { parseOverride } from '../config-override/validate';
import { OVERRIDE_LEVELS, type OverrideLevel } from '../config-override/schema';
import { jsonbOrdered, mergeOverride, readOverride, readSource, withoutKeys, writeOverride, writeSource, type ConfigSource } from '../config-override/store';
import { statusError } from '../http/errors';
import { json, success } from '../http/respond';
import { ADMIN_ACCESS, SERVER_ACCESS, defineRoute, type Auth, type Route } from '../http/route';
import { renderConfig } from '../config-override/render';

const PATH = '/internal/config/override/{level}';
const params = z.strictObject({ level: z.enum(OVERRIDE_LEVELS) });
// Unknown fields are a SCHEMA_ERROR, as in the service; `source` is checked by config-override/source.ts.
const putBody = z.strictObject({ config_string: z.string(), source: z.unknown().optional() });
const patchBody = z.strictObject({ config_override_string: z.string() });
const resetParams = z.strictObject({ level: z.enum(['branch', 'environment']) });
const resetBody = z.strictObject({ keys: z.array(z.string()) });

function allowed(auth: Auth, level: OverrideLevel): void {
  if (auth.type === 'server' && level !== 'branch') throw statusError(403, 'Server access can only manage branch config overrides.');
}

export const configOverrideRoutes: Route[] = [
  defineRoute({
    method: 'GET', path: '/internal/config', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => json({ config_string: JSON.stringify(renderConfig(core, requireAuth().project)) }),
  }),
  defineRoute({
    method: 'GET', path: PATH, access: SERVER_ACCESS, params,
    handler: ({ core, params, requireAuth }) => {
      const auth = requireAuth();
      allowed(auth, params.level);
      return json({ config_string: JSON.stringify(jsonbOrdered(readOverride(core, auth.project, params.level))) });
    },
  }),
  defineRoute({
    method: 'PUT', path: PATH, access: SERVER_ACCESS, params, body: putBody,
    handler: ({ core, params, body, requireAuth, schemaError }) => {
      const problem = sourceProblem(body.source);
      if (problem !== undefined) schemaError(problem);
      const auth = requireAuth();
      allowed(auth, params.level);
      const override = parseOverride(params.level, body.config_string);
      if (params.level === 'branch' && body.source === undefined) throw statusError(400, 'source is required for branch level config');
      writeOverride(core, auth.project, params.level, override);
      // sourceProblem has checked it is one of the three shapes.
      if (params.level === 'branch') writeSource(core, auth.project, body.source as ConfigSource);
      return success();
    },
  }),
  defineRoute({
    method: 'PATCH', path: PATH, access: SERVER_ACCESS, params, body: patchBody,
    handler: ({ core, params, body, requireAuth }) => {
      const auth = requireAuth();
      allowed(auth, params.level);
      const patch = parseOverride(params.level, body.config_override_string);
      writeOverride(core, auth.project, params.level, mergeOverride(readOverride(core, auth.project, params.level), patch));
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: `${PATH}/reset-keys`, access: ADMIN_ACCESS, params: resetParams, body: resetBody,
    handler: ({ core, params, body, requireAuth }) => {
      const { project } = requireAuth();
      writeOverride(core, project, params.level, withoutKeys(readOverride(core, project, params.level), body.keys));
      return success();
    },
  }),
  defineRoute({
    method: 'GET', path: '/internal/config/source', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => json({ source: readSource(core, requireAuth().project) }),
  }),
  defineRoute({
    method: 'DELETE', path: '/internal/config/source', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => {
      writeSource(core, requireAuth().project, { type: 'unlinked' });
      return success();
    },
  }),
];
