/** Time as plain numbers: epoch milliseconds and durations. Never reads a clock. */
export type EpochMs = number;
export type DurationMs = number;

export const SECOND_MS: DurationMs = 1000;
export const MINUTE_MS: DurationMs = 60 * SECOND_MS;
export const HOUR_MS: DurationMs = 60 * MINUTE_MS;
export const DAY_MS: DurationMs = 24 * HOUR_MS;
export const YEAR_MS: DurationMs = 365 * DAY_MS;

export const secondsToMs = (seconds: number): EpochMs => seconds * SECOND_MS;
export const msToSeconds = (ms: EpochMs): number => Math.floor(ms / SECOND_MS);
