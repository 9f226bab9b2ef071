/** parseHttpDate: the three HTTP-date forms of RFC 9110 §5.6.7 → epoch ms, with pure calendar arithmetic (no clock). */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT"
const IMF_FIXDATE = /^[A-Za-z]{3}, (\d{2}) ([A-Za-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
// obsolete RFC 850: "Sunday, 06-Nov-94 08:49:37 GMT"
const RFC_850 = /^[A-Za-z]{6,9}, (\d{2})-([A-Za-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
// obsolete asctime: "Sun Nov  6 08:49:37 1994"
const ASCTIME = /^[A-Za-z]{3} ([A-Za-z]{3}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

interface DateParts {
  readonly year: number;
  readonly month: string;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12); the classic days-from-civil formula. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function toEpochMs(parts: DateParts): number | null {
  const month = MONTHS.indexOf(parts.month.toLowerCase()) + 1;
  if (month === 0 || parts.day < 1 || parts.day > daysInMonth(parts.year, month)) return null;
  // A leap second (60) is allowed by the grammar; it folds into the next minute.
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 60) return null;
  const days = daysFromCivil(parts.year, month, parts.day);
  return ((days * 24 + parts.hour) * 60 + parts.minute) * 60_000 + parts.second * 1000;
}

/** RFC 9110: a two-digit year more than 50 years in the future means the previous century; we pin 1970–2069. */
const fullYear = (twoDigits: number): number => (twoDigits < 70 ? 2000 + twoDigits : 1900 + twoDigits);

function matchParts(value: string): DateParts | null {
  const n = Number;
  let m = IMF_FIXDATE.exec(value);
  if (m) return { day: n(m[1]), month: m[2]!, year: n(m[3]), hour: n(m[4]), minute: n(m[5]), second: n(m[6]) };
  m = RFC_850.exec(value);
  if (m) return { day: n(m[1]), month: m[2]!, year: fullYear(n(m[3])), hour: n(m[4]), minute: n(m[5]), second: n(m[6]) };
  m = ASCTIME.exec(value);
  if (m) return { month: m[1]!, day: n(m[2]!.trim()), hour: n(m[3]), minute: n(m[4]), second: n(m[5]), year: n(m[6]) };
  return null;
}

/** Epoch ms of an HTTP-date, or null when the text is not one. Surrounding whitespace is ignored. */
export function parseHttpDate(value: string): number | null {
  const parts = matchParts(value.trim());
  return parts === null ? null : toEpochMs(parts);
}
