// parseRetryAfter and parseHttpDate: every Retry-After form (seconds, three HTTP-date forms, invalid).
import fc from 'fast-check';
import { daysFromCivil, parseHttpDate, parseRetryAfter } from '../../../domain/request';

const NOW = Date.UTC(1994, 10, 6, 8, 49, 30);

describe('parseRetryAfter', () => {
  test.each([
    ['120', 120_000],
    ['0', 0],
    [' 7 ', 7000],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 7000],
    ['Sunday, 06-Nov-94 08:49:37 GMT', 7000],
    ['Sun Nov  6 08:49:37 1994', 7000],
    ['Sun, 06 Nov 1994 08:49:00 GMT', 0],
  ])('%j → %d ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  test.each([[null], [undefined], [''], ['  '], ['-1'], ['1.5'], ['1e3'], ['soon'], ['Sun, 31 Feb 1994 08:49:37 GMT'], ['99999999999999999999']])(
    '%j → null (fall back to backoff)',
    (value) => {
      expect(parseRetryAfter(value, NOW)).toBeNull();
    },
  );
});

describe('parseHttpDate', () => {
  it('agrees with the platform on every IMF-fixdate (toUTCString round trip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }), (ms) => {
        const text = new Date(ms).toUTCString();
        return parseHttpDate(text) === Math.floor(ms / 1000) * 1000;
      }),
    );
  });

  it('matches Date.UTC day counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const expected = Date.UTC(y, m - 1, d) / 86_400_000;
        return daysFromCivil(y, m, d) === expected; // from 100: Date.UTC maps years 0–99 to 1900+
      }),
    );
  });

  test.each([
    ['Sun, 29 Feb 2004 00:00:00 GMT', Date.UTC(2004, 1, 29)],
    ['Thu, 01 Jan 1970 00:00:00 GMT', 0],
    ['Tuesday, 01-Jan-30 00:00:00 GMT', Date.UTC(2030, 0, 1)],
    ['Friday, 01-Jan-99 00:00:00 GMT', Date.UTC(1999, 0, 1)],
  ])('%s', (text, ms) => {
    expect(parseHttpDate(text)).toBe(ms);
  });

  test.each([
    'Sun, 29 Feb 2003 00:00:00 GMT',
    'Sun, 06 Foo 1994 08:49:37 GMT',
    'Sun, 06 Nov 1994 24:00:00 GMT',
    'Sun, 06 Nov 1994 08:60:00 GMT',
    'Sun, 06 Nov 1994 08:49:37 UTC',
    '1994-11-06T08:49:37Z',
    '',
  ])('rejects %j', (text) => {
    expect(parseHttpDate(text)).toBeNull();
  });
});
