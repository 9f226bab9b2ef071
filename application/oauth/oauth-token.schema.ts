/** Zod schema of the OAuth token response (protocol §2.6); no client call reads it yet, so it stays out of browser bundles. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';

export const oauthTokenWireSchema = z.lazy(() => z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
  is_new_user: z.boolean(),
  after_callback_redirect_url: z.nullable(z.string()),
  newUser: z.optional(z.boolean()),
  afterCallbackRedirectUrl: z.optional(z.nullable(z.string())),
}));

export type OAuthTokenWire = WireOf<typeof oauthTokenWireSchema>;
