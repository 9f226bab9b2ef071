/** Token responses, wire → entity (session list objects: session-info-mapping.ts, so a sign-in page does not carry them). */
import type { TokenResponse } from '../session';
import type { TokenResponseWire } from './session-wire';

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
