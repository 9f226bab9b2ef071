/** GET /projects/{id}/.well-known/jwks.json: the two keys of the project's audience, plus restricted/anonymous on request. */
import * as z from 'zod';
import { json, text } from '../http/respond';
import { defineRoute } from '../http/route';
import { audienceKeys, projectAudiences } from '../tokens/audience-keys';

export const jwksRoutes = [
  defineRoute({
    method: 'GET', path: '/projects/{project_id}/.well-known/jwks.json', access: 'none',
    params: z.strictObject({ project_id: z.string() }),
    query: z.strictObject({ include_restricted: z.enum(['true', 'false']).optional(), include_anonymous: z.enum(['true', 'false']).optional() }),
    handler: ({ core, params, query }) => {
      if (core.state.projects[params.project_id] === undefined) return text('Project not found', 404);
      // include_anonymous implies restricted, as the service has it (anonymous users are "less" than restricted).
      const anonymous = query.include_anonymous === 'true';
      const restricted = anonymous || query.include_restricted === 'true';
      const audiences = projectAudiences(params.project_id);
      const wanted = [audiences.normal, ...(restricted ? [audiences.restricted] : []), ...(anonymous ? [audiences.anonymous] : [])];
      const keys = wanted.flatMap((aud) => audienceKeys(core.keys.privateKey, aud).map((k) => k.publicJwk));
      return json({ keys }, 200, { 'cache-control': 'public, max-age=3600' });
    },
  }),
];
