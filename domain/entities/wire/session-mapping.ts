/** Session list objects and token responses, wire → entity. */
import type { SessionInfo, SessionIpInfo, TokenResponse } from '../session';
import type { SessionIpInfoWire, SessionWire, TokenResponseWire } from './session-wire';

function ipInfoFromWire(w: SessionIpInfoWire): SessionIpInfo {
  return {
    ip: w.ip,
    countryCode: w.countryCode ?? null,
    regionCode: w.regionCode ?? null,
    cityName: w.cityName ?? null,
    latitude: w.latitude ?? null,
    longitude: w.longitude ?? null,
    tzIdentifier: w.tzIdentifier ?? null,
  };
}

export function sessionInfoFromWire(w: SessionWire): SessionInfo {
  const ipInfo = w.last_used_at_end_user_ip_info;
  return {
    id: w.id,
    userId: w.user_id,
    createdAt: w.created_at,
    lastUsedAt: w.last_used_at,
    isImpersonation: w.is_impersonation,
    isCurrentSession: w.is_current_session,
    lastUsedAtEndUserIpInfo: ipInfo == null ? null : ipInfoFromWire(ipInfo),
  };
}

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
