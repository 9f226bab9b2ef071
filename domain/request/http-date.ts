/** parseHttpDate: the three HTTP-date forms of RFC 9110 §5.6.7 → epoch ms, with pure calendar arithmetic (no clock). */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT"
const IMF_FIXDATE = /^[A-Za-z]{3}, (\d{2}) ([A-Za-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
// obsolete RFC 850: "Sunday, 06-Nov-94 08:49:37 GMT"
const RFC_850 = /^[A-Za-z]{6,9}, (\d{2})-([A-Za-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
// obsolete asctime: "Sun Nov  6 08:49:37 1994"
const ASCTIME = /^[A-Za-z]{3} ([A-Za-z]{3}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12, 13 being next January); the classic days-from-civil formula. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** RFC 9110: a two-digit year more than 50 years in the future means the previous century; we pin 1970–2069. */
const fullYear = (twoDigits: number): number => (twoDigits < 70 ? 2000 + twoDigits : 1900 + twoDigits);

/** Each form with the groups of its day, month, year, hour, minute and second, in that order. */
const FORMS: readonly (readonly [RegExp, readonly number[]])[] = [
  [IMF_FIXDATE, [1, 2, 3, 4, 5, 6]],
  [RFC_850, [1, 2, 3, 4, 5, 6]],
  [ASCTIME, [2, 1, 6, 3, 4, 5]],
];

/** Epoch ms of an HTTP-date, or null when the text is not one. Surrounding whitespace is ignored. */
export function parseHttpDate(value: string): number | null {
  for (const [form, groups] of FORMS) {
    const m = form.exec(value.trim());
    if (m === null) continue;
    const [dayText, monthName, yearText, hour, minute, second] = groups.map((group) => m[group]!) as [string, string, string, string, string, string];
    const year = yearText.length === 2 ? fullYear(+yearText) : +yearText;
    const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
    const day = +dayText; // asctime pads the day with a space: Number() ignores it
    const days = daysFromCivil(year, month, day);
    // A day past the month's end (31 Apr, 29 Feb 2023) would count into the next month (month 13 is next January);
    // a leap second (60) is allowed by the grammar and folds into the next minute.
    if (month === 0 || day < 1 || days >= daysFromCivil(year, month + 1, 1) || +hour > 23 || +minute > 59 || +second > 60) return null;
    return ((days * 24 + +hour) * 60 + +minute) * 60_000 + +second * 1000;
  }
  return null;
}
