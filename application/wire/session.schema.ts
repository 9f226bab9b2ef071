/** Zod schemas of session list objects (protocol §2.7) and token responses (§3.10, §2.6). */
import * as z from 'zod';
import type {
  CreatedSessionWire, OAuthTokenWire, PasswordTokensWire, RefreshedAccessTokenWire, SessionWire, SignInTokensWire,
} from '../../domain/entities/wire';
import { epochMsSchema } from './json.schema';

const ipInfoSchema = z.looseObject({
  ip: z.string(),
  countryCode: z.string().nullable().optional(),
  regionCode: z.string().nullable().optional(),
  cityName: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  tzIdentifier: z.string().nullable().optional(),
});

export const sessionWireSchema = z.looseObject({
  id: z.string(),
  user_id: z.string(),
  created_at: epochMsSchema,
  last_used_at: epochMsSchema,
  is_impersonation: z.boolean(),
  is_current_session: z.boolean(),
  last_used_at_end_user_ip_info: ipInfoSchema.nullable().optional(),
}) satisfies z.ZodType<SessionWire>;

export const refreshedAccessTokenWireSchema = z.looseObject({
  access_token: z.string(),
}) satisfies z.ZodType<RefreshedAccessTokenWire>;

export const createdSessionWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
}) satisfies z.ZodType<CreatedSessionWire>;

export const passwordTokensWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
}) satisfies z.ZodType<PasswordTokensWire>;

export const signInTokensWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
  is_new_user: z.boolean(),
}) satisfies z.ZodType<SignInTokensWire>;

export const oauthTokenWireSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
  is_new_user: z.boolean(),
  after_callback_redirect_url: z.string().nullable(),
  newUser: z.boolean().optional(),
  afterCallbackRedirectUrl: z.string().nullable().optional(),
}) satisfies z.ZodType<OAuthTokenWire>;
