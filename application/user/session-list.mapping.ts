/** Session list objects (`GET /auth/sessions`), wire → entity. */
import type { SessionInfo, SessionIpInfo } from '../../domain/entities/session';
import type { SessionIpInfoWire, SessionWire } from './session-list.schema';

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
