/** Zod schemas of user and team API keys, OAuth provider accounts and connected accounts (lazily loaded features only). */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema } from '../core/wire/json.schema';

export const ownedApiKeyWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  created_at_millis: epochMsSchema,
  expires_at_millis: z.optional(z.nullable(epochMsSchema)),
  manually_revoked_at_millis: z.optional(z.nullable(epochMsSchema)),
  value: z.union([z.string(), z.looseObject({ last_four: z.string() })]),
  type: z.enum(['user', 'team']),
  user_id: z.optional(z.string()),
  team_id: z.optional(z.string()),
}));

export const oauthProviderWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  type: z.string(),
  provider_config_id: z.string(),
  user_id: z.string(),
  account_id: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  allow_sign_in: z.boolean(),
  allow_connected_accounts: z.boolean(),
}));

export const connectedAccountWireSchema = z.lazy(() => z.looseObject({
  user_id: z.string(),
  provider: z.string(),
  provider_account_id: z.string(),
}));

export type OwnedApiKeyWire = WireOf<typeof ownedApiKeyWireSchema>;
export type OAuthProviderWire = WireOf<typeof oauthProviderWireSchema>;
export type ConnectedAccountWire = WireOf<typeof connectedAccountWireSchema>;
