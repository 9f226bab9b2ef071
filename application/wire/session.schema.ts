/** Zod schemas of session list objects (protocol §2.7) and token responses (§3.10, §2.6). */
import * as z from 'zod/mini';
import type {
  CreatedSessionWire, OAuthTokenWire, PasswordTokensWire, RefreshedAccessTokenWire, SessionWire, SignInTokensWire,
} from '../../domain/entities/wire';
import { epochMsSchema } from './json.schema';

const ipInfoSchema = z.looseObject({
  ip: z.string(),
  countryCode: z.optional(z.nullable(z.string())),
  regionCode: z.optional(z.nullable(z.string())),
  cityName: z.optional(z.nullable(z.string())),
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  tzIdentifier: z.optional(z.nullable(z.string())),
});

export const sessionWireSchema = z.looseObject({
  id: z.string(),
  user_id: z.string(),
  created_at: epochMsSchema,
  last_used_at: epochMsSchema,
  is_impersonation: z.boolean(),
  is_current_session: z.boolean(),
  last_used_at_end_user_ip_info: z.optional(z.nullable(ipInfoSchema)),
}) satisfies z.ZodMiniType<SessionWire>;

export const refreshedAccessTokenWireSchema = z.looseObject({
  access_token: z.string(),
}) satisfies z.ZodMiniType<RefreshedAccessTokenWire>;

export const createdSessionWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
}) satisfies z.ZodMiniType<CreatedSessionWire>;

export const passwordTokensWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
}) satisfies z.ZodMiniType<PasswordTokensWire>;

export const signInTokensWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
  is_new_user: z.boolean(),
}) satisfies z.ZodMiniType<SignInTokensWire>;

export const oauthTokenWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
  is_new_user: z.boolean(),
  after_callback_redirect_url: z.nullable(z.string()),
  newUser: z.optional(z.boolean()),
  afterCallbackRedirectUrl: z.optional(z.nullable(z.string())),
}) satisfies z.ZodMiniType<OAuthTokenWire>;
