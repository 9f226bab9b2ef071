/** GET /projects/{id}/.well-known/jwks.json: the public signing key (one key signs every audience here). */
import * as z from 'zod';
import { json, text } from '../http/respond';
import { defineRoute } from '../http/route';
import { queryBoolean } from '../http/schemas';

export const jwksRoutes = [
  defineRoute({
    method: 'GET', path: '/projects/{project_id}/.well-known/jwks.json', access: 'none',
    params: z.strictObject({ project_id: z.string() }),
    query: z.strictObject({ include_restricted: queryBoolean.optional(), include_anonymous: queryBoolean.optional() }),
    handler: ({ core, params }) => {
      if (core.state.projects[params.project_id] === undefined) return text(`Project not found: ${params.project_id}`, 404);
      return json({ keys: [core.keys.publicJwk] }, 200, { 'cache-control': 'public, max-age=3600' });
    },
  }),
];
