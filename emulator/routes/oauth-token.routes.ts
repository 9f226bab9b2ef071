/** POST /auth/oauth/token (§1.8, §2.6): form or JSON, no x-stack headers; grants in oauth/grants.ts. */
import * as z from 'zod';
import { known, knownBecause } from '../http/errors';
import { json } from '../http/respond';
import { defineRoute } from '../http/route';
import { authenticateOAuthClient } from '../oauth/client-auth';
import { GRANT_HANDLERS } from '../oauth/grants';

const tokenBody = z.strictObject({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  refresh_token: z.string().optional(),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  code_verifier: z.string().optional(),
  scope: z.string().optional(),
});

export const oauthTokenRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/oauth/token', access: 'none', body: tokenBody,
    handler: ({ core, body }) => {
      // As the service: no client id is the client error (client_id null), not a schema error.
      if (body.client_id === undefined) throw known('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null });
      const project = authenticateOAuthClient(core, body.client_id, body.client_secret);
      if (body.scope !== undefined && body.scope !== 'legacy') throw knownBecause('INVALID_SCOPE', body.scope);
      const grant = GRANT_HANDLERS[body.grant_type];
      if (grant === undefined) {
        return json({ error: 'unsupported_grant_type', error_description: `Unsupported grant type: ${body.grant_type}` }, 400);
      }
      return grant(core, project, body);
    },
  }),
];
