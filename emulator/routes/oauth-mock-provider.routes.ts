/**
 * The built-in mock OAuth provider under /emulator/oauth (never /api/v1): the consent page, its form post,
 * and a JSON shortcut for tests and scripts that answers with the callback URL to follow.
 */
import * as z from 'zod';
import { defineRoute } from '../http/route';
import { html, json, redirect } from '../http/respond';
import { renderConsentPage } from '../oauth/consent-page';
import { consent, knownMockAccounts, pendingFlow } from '../oauth/mock-provider';

const providerParams = z.strictObject({ provider_id: z.string() });

/** The provider authorize URL carries OAuth parameters the page does not need: tolerate them. */
const pageQuery = z.looseObject({ state: z.string() });

/** HTML form fields are strings: checkbox `on`, scopes space separated, empty = absent. */
const consentForm = z.strictObject({
  state: z.string(), account_id: z.string().optional(), email: z.string().optional(), email_verified: z.string().optional(),
  display_name: z.string().optional(), scopes: z.string().optional(), deny: z.string().optional(),
});

const consentJson = z.strictObject({
  state: z.string(), account_id: z.string().optional(), email: z.string().nullable().optional(), email_verified: z.boolean().optional(),
  display_name: z.string().nullable().optional(), scopes: z.array(z.string()).optional(), deny: z.boolean().optional(),
});

const splitScopes = (s: string | undefined): string[] | undefined => (s === undefined ? undefined : s.split(/\s+/).filter((x) => x !== ''));

export const oauthMockProviderRoutes = [
  defineRoute({
    method: 'GET', path: '/emulator/oauth/{provider_id}/authorize', params: providerParams, raw: true, query: pageQuery,
    handler: ({ core, url, query, params }) => {
      const info = pendingFlow(core, params.provider_id, query.state);
      return html(renderConsentPage({
        providerId: info.providerId, state: info.innerState, projectName: core.state.projects[info.projectId]?.displayName ?? info.projectId,
        scopes: info.providerScopes, accounts: knownMockAccounts(core, info.projectId, info.providerId), action: url.pathname,
      }));
    },
  }),
  defineRoute({
    method: 'POST', path: '/emulator/oauth/{provider_id}/authorize', params: providerParams, raw: true, body: consentForm,
    handler: ({ core, body, params }) => redirect(consent(core, params.provider_id, {
      state: body.state, account_id: body.account_id, email: body.email, email_verified: body.email_verified === 'on' || body.email_verified === 'true',
      display_name: body.display_name, scopes: splitScopes(body.scopes), deny: body.deny === 'true',
    })),
  }),
  defineRoute({
    method: 'POST', path: '/emulator/oauth/{provider_id}/consent', params: providerParams, raw: true, body: consentJson,
    handler: ({ core, body, params }) => json({ location: consent(core, params.provider_id, body) }),
  }),
];
