import fc from 'fast-check';
import { isoStringOfMillis } from '../../../domain/shared/iso-time';

describe('isoStringOfMillis (Date.prototype.toISOString as the oracle)', () => {
  test.each([0, 1, -1, 1767225600000, 951782400000, 4102444799999, -62135596800000, 253402300799999])('%d', (ms) => {
    expect(isoStringOfMillis(ms)).toBe(new Date(ms).toISOString());
  });
  test('any integer millisecond of years 0000–9999', () => {
    fc.assert(fc.property(fc.integer({ min: -62167219200000, max: 253402300799999 }), (ms) => {
      expect(isoStringOfMillis(ms)).toBe(new Date(ms).toISOString());
    }), { numRuns: 2000 });
  });
});
