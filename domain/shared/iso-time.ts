/**
 * Epoch milliseconds → ISO 8601 UTC (`2026-01-01T00:00:00.000Z`), as `Date.prototype.toISOString` writes it, without
 * touching Date (domain/ has no clock or globals). Days → civil date by Howard Hinnant's days-from-civil inverse.
 */
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function isoStringOfMillis(millis: number): string {
  const dayMs = 86_400_000;
  const days = Math.floor(millis / dayMs);
  const msOfDay = millis - days * dayMs;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const yearText = year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
  const h = Math.floor(msOfDay / 3_600_000);
  const m = Math.floor((msOfDay % 3_600_000) / 60_000);
  const s = Math.floor((msOfDay % 60_000) / 1000);
  const ms = msOfDay % 1000;
  return `${yearText}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}Z`;
}
