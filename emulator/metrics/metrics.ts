/** `GET /internal/metrics` (protocol §2.17) computed from emulator state over the last 30 virtual days. */
import type { EmulatorCore } from '../core';
import type { UserRecord } from '../state/records';
import { serverUserJson } from '../users/user-view';
import { analyticsOverview, authOverview, emailOverview, paymentsOverview } from './overviews';
import { dailyCounts, DAY_MS, WINDOW_DAYS } from './series';

const RECENT_COUNT = 10;

function usersByCountry(users: UserRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const u of users) if (u.countryCode !== null) out[u.countryCode] = (out[u.countryCode] ?? 0) + 1;
  return out;
}

/** Sign-in methods a user has: password, otp, and each linked OAuth provider. */
function loginMethods(users: UserRecord[]): Array<{ method: string; count: number }> {
  const counts = new Map<string, number>();
  const bump = (m: string): void => { counts.set(m, (counts.get(m) ?? 0) + 1); };
  for (const u of users) {
    if (u.passwordHash !== null) bump('password');
    if (u.otpAuthEnabled) bump('otp');
    for (const p of new Set(u.oauthAccounts.map((a) => a.providerId))) bump(p);
  }
  return [...counts].map(([method, count]) => ({ method, count })).sort((a, b) => b.count - a.count || a.method.localeCompare(b.method));
}

export function computeMetrics(core: EmulatorCore, projectId: string, includeAnonymous: boolean): Record<string, unknown> {
  const now = core.clock.now();
  const users = Object.values(core.state.users).filter((u) => u.projectId === projectId && (includeAnonymous || !u.isAnonymous));
  const since = now - WINDOW_DAYS * DAY_MS;
  const newest = (key: 'signedUpAt' | 'lastActiveAt'): Array<Record<string, unknown>> =>
    users.filter((u) => u[key] > since).sort((a, b) => b[key] - a[key]).slice(0, RECENT_COUNT).map((u) => serverUserJson(core, u));
  return {
    total_users: users.length,
    daily_users: dailyCounts(now, users.map((u) => u.signedUpAt)),
    daily_active_users: dailyCounts(now, users.map((u) => u.lastActiveAt)),
    users_by_country: usersByCountry(users),
    recently_registered: newest('signedUpAt'),
    recently_active: newest('lastActiveAt'),
    login_methods: loginMethods(users),
    auth_overview: authOverview(core, projectId, users, now),
    payments_overview: paymentsOverview(now),
    email_overview: emailOverview(core, projectId, now),
    analytics_overview: analyticsOverview(now),
  };
}
