/** The overview objects of `GET /internal/metrics`: auth and email from emulator state, payments/analytics zero. */
import type { EmulatorCore } from '../core';
import type { UserRecord } from '../state/records';
import { primaryEmailOf } from '../state/users';
import { DAY_MS, dailyCounts, type DataPoint, windowDates, zeroSeries } from './series';

function split(total: DataPoint[], fresh: DataPoint[]): Record<string, DataPoint[]> {
  // The emulator keeps only a last-active instant per user: every active user who is not new counts as retained.
  const retained = total.map((p, i) => ({ date: p.date, activity: Math.max(0, p.activity - (fresh[i]?.activity ?? 0)) }));
  return { total, new: fresh, retained, reactivated: total.map((p) => ({ date: p.date, activity: 0 })) };
}

export function authOverview(core: EmulatorCore, projectId: string, users: UserRecord[], now: number): Record<string, unknown> {
  const all = Object.values(core.state.users).filter((u) => u.projectId === projectId);
  const real = all.filter((u) => !u.isAnonymous);
  const verified = real.filter((u) => primaryEmailOf(core, u.id)?.isVerified === true).length;
  const teams = Object.values(core.state.teams).filter((t) => t.projectId === projectId);
  const active = dailyCounts(now, users.map((u) => u.lastActiveAt));
  const fresh = dailyCounts(now, users.map((u) => u.signedUpAt));
  return {
    verified_users: verified,
    unverified_users: real.length - verified,
    anonymous_users: all.length - real.length,
    total_teams: teams.length,
    mau: users.filter((u) => u.lastActiveAt > now - 30 * DAY_MS).length,
    daily_active_users_split: split(active, fresh),
    daily_active_teams_split: split(zeroSeries(now), zeroSeries(now)),
    total_users_filtered: users.length,
  };
}

export function emailOverview(core: EmulatorCore, projectId: string, now: number): Record<string, unknown> {
  const emails = core.outbox.list().filter((e) => e.projectId === projectId && e.sentAt > now - 30 * DAY_MS);
  // Captured emails never fail: every one is "ok"/"delivered".
  return {
    // Statuses with no email are left out (an empty project answers `{}`).
    emails_by_status: emails.length === 0 ? {} : { ok: emails.length },
    total_emails: emails.length,
    daily_emails: dailyCounts(now, emails.map((e) => e.sentAt)),
    daily_emails_by_status: dailyCounts(now, emails.map((e) => e.sentAt)).map((p) => ({ date: p.date, ok: p.activity, error: 0, in_progress: 0 })),
    emails_sent: emails.length,
    recent_emails: emails.slice(-10).reverse().map((e) => ({ id: String(e.id), status: 'ok', subject: e.subject, created_at_millis: e.sentAt })),
    deliverability_status: { delivered: emails.length, bounced: 0, error: 0, in_progress: 0 },
    deliverability_rate: emails.length === 0 ? 0 : 1,
    bounce_rate: 0,
    click_rate: 0,
  };
}

export function paymentsOverview(now: number): Record<string, unknown> {
  return {
    subscriptions_by_status: {}, active_subscription_count: 0, total_one_time_purchases: 0,
    daily_subscriptions: zeroSeries(now), revenue_cents: 0, mrr_cents: 0, total_orders: 0, checkout_conversion_rate: 0,
  };
}

export function analyticsOverview(now: number): Record<string, unknown> {
  return {
    daily_page_views: zeroSeries(now), daily_clicks: zeroSeries(now), daily_visitors: zeroSeries(now),
    daily_revenue: windowDates(now).map((date) => ({ date, new_cents: 0, refund_cents: 0 })),
    total_revenue_cents: 0, total_replays: 0, recent_replays: 0, visitors: 0,
    avg_session_seconds: 0, online_live: 0, revenue_per_visitor: 0, top_referrers: [], top_region: null,
  };
}
