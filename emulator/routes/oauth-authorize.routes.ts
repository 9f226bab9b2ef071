/** GET /auth/oauth/authorize/{provider_id} (§2.6): no x-stack headers; JSON or redirect response mode. */
import * as z from 'zod';
import { defineRoute } from '../http/route';
import { json } from '../http/respond';
import { authorizeQuery, buildOuterInfo, OUTER_INFO_LIFETIME_MS } from '../oauth/authorize-request';
import { INNER_COOKIE_PREFIX } from '../oauth/callback';
import { externalAuthorizeUrl, newCodeVerifier } from '../oauth/external-provider';
import { outerInfos } from '../oauth/flow-store';
import { providerAuthorizeUrl } from '../oauth/mock-provider';

const providerParams = z.strictObject({ provider_id: z.string() });

export const oauthAuthorizeRoutes = [
  defineRoute({
    method: 'GET', path: '/auth/oauth/authorize/{provider_id}', params: providerParams, access: 'none', query: authorizeQuery,
    handler: async ({ core, query, params }) => {
      const { info, provider } = await buildOuterInfo(core, params.provider_id, query);
      const external = provider.type === 'shared' ? core.sharedOAuthProvider : null;
      if (external !== null) info.externalCodeVerifier = newCodeVerifier();
      outerInfos(core)[info.innerState] = info;
      const location = external !== null && info.externalCodeVerifier !== undefined
        ? externalAuthorizeUrl(core, external, info, info.externalCodeVerifier)
        : providerAuthorizeUrl(core, info, provider.clientId ?? `shared-${provider.id}`);
      if (info.responseMode === 'json') return json({ location });
      // The cookie proves the callback comes back to the browser that started the flow (login CSRF). As the service
      // outside its development mode: Expires as well as Max-Age, and Secure even over http (browsers keep Secure
      // cookies of http://localhost and 127.0.0.1, which are secure contexts).
      const expires = new Date(core.clock.now() + OUTER_INFO_LIFETIME_MS).toUTCString();
      const cookie = `${INNER_COOKIE_PREFIX}${info.innerState}=true; Path=/; Expires=${expires}; Max-Age=${OUTER_INFO_LIFETIME_MS / 1000}; Secure; HttpOnly`;
      return new Response(null, { status: 307, headers: { location, 'set-cookie': cookie } });
    },
  }),
];
