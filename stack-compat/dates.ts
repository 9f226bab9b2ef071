/** Portcullis keeps instants as epoch milliseconds; the official SDK's objects and inputs use `Date`s. */
export function toDate(epochMs: number): Date;
export function toDate(epochMs: number | null): Date | null;
export function toDate(epochMs: number | null): Date | null {
  return epochMs === null ? null : new Date(epochMs);
}

/** `Date`s (and, leniently, numbers) from an official-style input into epoch milliseconds. */
export function toEpochMs(value: Date | number): number;
export function toEpochMs(value: Date | number | null | undefined): number | null | undefined;
export function toEpochMs(value: Date | number | null | undefined): number | null | undefined {
  return value instanceof Date ? value.getTime() : value;
}
