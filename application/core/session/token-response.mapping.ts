/** Token responses, wire → entity (session list objects: user/session-list.mapping.ts, so a sign-in page does not carry them). */
import type { TokenResponse } from '../../../domain/entities/session';
import type { PasswordTokensWire, SignInTokensWire } from './session.schema';

/**
 * Any response that carries a token pair: password and sign-in tokens, a server-made session, the OAuth token response
 * (whose schema, in oauth/, core/ may not import: hence its one field written here).
 */
export type TokenResponseWire = Pick<PasswordTokensWire, 'access_token' | 'refresh_token'>
  & Partial<Pick<SignInTokensWire, 'user_id' | 'is_new_user'>>
  & { readonly after_callback_redirect_url?: string | null };

/** Works for every token-bearing response; fields the endpoint does not send become null. */
export function tokenResponseFromWire(w: TokenResponseWire): TokenResponse {
  return {
    accessToken: w.access_token,
    refreshToken: w.refresh_token,
    isNewUser: w.is_new_user ?? null,
    afterCallbackRedirectUrl: w.after_callback_redirect_url ?? null,
    userId: w.user_id ?? null,
  };
}
