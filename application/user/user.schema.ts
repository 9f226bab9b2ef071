/** Zod schemas of the client user shape (protocol §3.1); extra keys are tolerated. The server shape: server-user.schema.ts. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema, jsonSchema } from '../core/wire/json.schema';
import { teamWireSchema } from '../teams/team.schema';

const oauthProviderLinkSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  account_id: z.string(),
  email: z.nullable(z.string()),
}));

const restrictedReasonSchema = z.lazy(() => z.looseObject({
  type: z.enum(['anonymous', 'email_not_verified', 'restricted_by_administrator']),
}));

/** Every field of the client shape except selected_team, whose shape differs for server access. */
export const userShape = () => ({
  id: z.string(),
  display_name: z.nullable(z.string()),
  primary_email: z.nullable(z.string()),
  primary_email_verified: z.boolean(),
  profile_image_url: z.nullable(z.string()),
  signed_up_at_millis: epochMsSchema,
  client_metadata: jsonSchema,
  client_read_only_metadata: jsonSchema,
  has_password: z.boolean(),
  otp_auth_enabled: z.boolean(),
  passkey_auth_enabled: z.boolean(),
  auth_with_email: z.boolean(),
  requires_totp_mfa: z.boolean(),
  oauth_providers: z.array(oauthProviderLinkSchema),
  selected_team_id: z.nullable(z.string()),
  is_anonymous: z.boolean(),
  is_restricted: z.boolean(),
  restricted_reason: z.nullable(restrictedReasonSchema),
  restricted_by_admin: z.boolean(),
  restricted_by_admin_reason: z.nullable(z.string()),
});

export const userWireSchema = z.lazy(() => z.looseObject({
  ...userShape(),
  selected_team: z.nullable(teamWireSchema),
}));

export type OAuthProviderLinkWire = WireOf<typeof oauthProviderLinkSchema>;
export type UserWire = WireOf<typeof userWireSchema>;
