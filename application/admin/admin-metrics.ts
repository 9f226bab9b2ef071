/**
 * AdminMetrics: the camelCase view of `GET /internal/metrics`. The fields every server sends are typed; the
 * overviews are camelCased JSON (their shape follows the backend release), with data-map keys kept as sent.
 */
import type { JsonValue } from '../../domain/entities/json-value';
import { camelCaseJson, type CamelJsonObject } from '../core/camel-case-json';
import type { MetricsWire } from './admin-utilities.schema';

/**
 * One day of a 30-day series: `date` is `YYYY-MM-DD` (UTC).
 * @example
 * const today: DailyActivity | undefined = (await admin.getMetrics()).dailyUsers.at(-1);
 * @public
 */
export interface DailyActivity {
  readonly date: string;
  readonly activity: number;
}

/**
 * @example
 * const m = await admin.getMetrics({ includeAnonymous: true });
 * console.log(m.totalUsers, m.usersByCountry['US'], m.authOverview['verifiedUsers']);
 * @public
 */
export interface AdminMetrics {
  readonly totalUsers: number;
  readonly dailyUsers: readonly DailyActivity[];
  readonly dailyActiveUsers: readonly DailyActivity[];
  /** ISO country code → users (keys as sent). */
  readonly usersByCountry: Readonly<Record<string, number>>;
  /** Users as the server describes them, keys camelCased (`displayName`, `signedUpAtMillis`…). */
  readonly recentlyRegistered: readonly CamelJsonObject[];
  readonly recentlyActive: readonly CamelJsonObject[];
  readonly loginMethods: readonly { readonly method: string; readonly count: number }[];
  /** Empty objects when the server omits an overview. */
  readonly authOverview: CamelJsonObject;
  readonly paymentsOverview: CamelJsonObject;
  readonly emailOverview: CamelJsonObject;
  readonly analyticsOverview: CamelJsonObject;
}

/** Maps keyed by data (countries, statuses) keep their keys: `emails_by_status: {in_progress: 1}` stays so. */
const isDataMap = (key: string): boolean => /_by_(country|status)$/.test(key);

const camelObject = (value: Readonly<Record<string, JsonValue>> | undefined): CamelJsonObject =>
  camelCaseJson(value ?? {}, isDataMap) as CamelJsonObject;

const daily = (points: MetricsWire['daily_users']): DailyActivity[] => points.map((p) => ({ date: p.date, activity: p.activity }));

export function metricsFromWire(w: MetricsWire): AdminMetrics {
  return {
    totalUsers: w.total_users,
    dailyUsers: daily(w.daily_users),
    dailyActiveUsers: daily(w.daily_active_users),
    usersByCountry: { ...w.users_by_country },
    recentlyRegistered: w.recently_registered.map(camelObject),
    recentlyActive: w.recently_active.map(camelObject),
    loginMethods: w.login_methods.map((m) => ({ method: m.method, count: m.count })),
    authOverview: camelObject(w.auth_overview),
    paymentsOverview: camelObject(w.payments_overview),
    emailOverview: camelObject(w.email_overview),
    analyticsOverview: camelObject(w.analytics_overview),
  };
}
