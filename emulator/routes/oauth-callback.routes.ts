/** GET|POST /auth/oauth/callback/{provider_id} (§2.6): where the provider sends the browser back. */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { errorResponse } from '../http/finalize';
import { defineRoute } from '../http/route';
import { INNER_COOKIE_PREFIX, runCallback, type CallbackInput } from '../oauth/callback';
import { outerInfos } from '../oauth/flow-store';

const providerParams = z.strictObject({ provider_id: z.string() });

/** Providers add their own parameters (scope, authuser, iss, …): tolerate them. */
const callbackParams = z.looseObject({
  state: z.string().optional(), code: z.string().optional(), error: z.string().optional(), error_description: z.string().optional(),
});

/** The inner cookie is single use: every answer deletes it, errors included. */
async function answer(core: EmulatorCore, request: Request, providerId: string, input: CallbackInput): Promise<Response> {
  // Only a redirect-mode flow this server started has an inner cookie to delete: an unknown state or a JSON-mode
  // flow sets none (as the service, which deletes it the way Next.js does: empty, with an Expires in 1970).
  const info = input.state === undefined || input.state === '' ? undefined : outerInfos(core)[input.state];
  const deleteCookie = info !== undefined && info.responseMode === 'redirect';
  let response: Response;
  try {
    response = await runCallback(core, request, providerId, input);
  } catch (error) {
    response = errorResponse(error, core.log);
  }
  if (deleteCookie) {
    response.headers.append('set-cookie', `${INNER_COOKIE_PREFIX}${input.state}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  }
  return response;
}

export const oauthCallbackRoutes = [
  defineRoute({
    method: 'GET', path: '/auth/oauth/callback/{provider_id}', params: providerParams, access: 'none', query: callbackParams,
    handler: ({ core, request, query, params }) => answer(core, request, params.provider_id, query),
  }),
  defineRoute({
    // form_post providers (Apple) send the parameters in the body; query ones still win nothing over it.
    method: 'POST', path: '/auth/oauth/callback/{provider_id}', params: providerParams, access: 'none', query: callbackParams, body: callbackParams.optional(),
    handler: ({ core, request, query, body, params }) => answer(core, request, params.provider_id, { ...query, ...body }),
  }),
];
