/** Daily series from 30 days ago to today (31 points, as the backend's) on the virtual clock: `[{date: 'YYYY-MM-DD', activity}]`, oldest first. */

export const DAY_MS = 24 * 3600 * 1000;
export const WINDOW_DAYS = 30;

export interface DataPoint { date: string; activity: number }

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The 31 UTC dates from 30 days ago through today (virtual time). */
export function windowDates(now: number): string[] {
  return Array.from({ length: WINDOW_DAYS + 1 }, (_, i) => dayOf(now - (WINDOW_DAYS - i) * DAY_MS));
}

/** Counts instants per day inside the window; instants outside it are ignored. */
export function dailyCounts(now: number, instants: readonly number[]): DataPoint[] {
  const counts = new Map(windowDates(now).map((d) => [d, 0]));
  for (const t of instants) {
    const d = dayOf(t);
    const c = counts.get(d);
    if (c !== undefined) counts.set(d, c + 1);
  }
  return [...counts].map(([date, activity]) => ({ date, activity }));
}

export const zeroSeries = (now: number): DataPoint[] => windowDates(now).map((date) => ({ date, activity: 0 }));
