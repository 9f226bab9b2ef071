// Random port contract: bytes(n) returns n bytes, fresh each call, covering the whole byte range.
import type { RandomPort } from '../../ports/random.port';

export function describeRandomContract(name: string, makeSubject: () => RandomPort): void {
  describe(`RandomPort contract: ${name}`, () => {
    test.each([0, 1, 3, 28, 1000, 70_000])('bytes(%d) has that length', (n) => {
      const bytes = makeSubject().bytes(n);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(bytes.length).toBe(n);
    });

    it('successive calls differ (28-byte nonces never repeat in 1,000 draws)', () => {
      const random = makeSubject();
      const seen = new Set<string>();
      for (let i = 0; i < 1000; i++) seen.add(Buffer.from(random.bytes(28)).toString('hex'));
      expect(seen.size).toBe(1000);
    });

    it('covers the byte range roughly uniformly', () => {
      const bytes = makeSubject().bytes(64_000);
      const counts = new Array<number>(256).fill(0);
      for (const b of bytes) counts[b]!++;
      // Expected 250 per value; a fair source stays well inside [150, 350].
      expect(Math.min(...counts)).toBeGreaterThan(150);
      expect(Math.max(...counts)).toBeLessThan(350);
    });

    it('fills every chunk of a large request (no zero tail)', () => {
      const bytes = makeSubject().bytes(140_000);
      const tail = bytes.subarray(131_072);
      expect(tail.some((b) => b !== 0)).toBe(true);
    });

    test.each([-1, 1.5, Number.NaN])('bytes(%d) throws RangeError', (n) => {
      expect(() => makeSubject().bytes(n)).toThrow(RangeError);
    });
  });
}
