/** Zod schemas of the token responses a client reads (§3.10, §2.6). Session lists and server-made sessions: session-list.schema.ts, server-session.schema.ts. */
import * as z from 'zod/mini';
import type { WireOf } from '../wire/wire';

export const refreshedAccessTokenWireSchema = z.lazy(() => z.looseObject({
  access_token: z.string(),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  token_type: z.optional(z.string()),
}));

export const passwordTokensWireSchema = z.lazy(() => z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
}));

export const signInTokensWireSchema = z.lazy(() => z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
  is_new_user: z.boolean(),
}));

export type RefreshedAccessTokenWire = WireOf<typeof refreshedAccessTokenWireSchema>;
export type PasswordTokensWire = WireOf<typeof passwordTokensWireSchema>;
export type SignInTokensWire = WireOf<typeof signInTokensWireSchema>;
