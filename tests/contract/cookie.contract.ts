/** Contract every CookiePort adapter passes: run by tests/adapters/cookie.adapters.test.ts over each variant. */
import type { CookiePort } from '../../ports/cookie.port';

export interface CookieContractCapabilities {
  /** Moves the adapter's time forward, for adapters whose expiry can be driven (memory jar over a fake clock). */
  readonly advanceTimeMs?: (ms: number) => void;
}

const TRICKY_VALUES = [
  '{"refresh_token":"abc","updated_at_millis":1700000000000}',
  '["rt","eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln"]',
  'semi;colon, comma and spaces',
  'percent %41 plus + equals = slash /',
  'ünïcödé ✓',
];

export function describeCookieContract(name: string, makeSubject: () => CookiePort, capabilities: CookieContractCapabilities = {}): void {
  describe(`CookiePort contract: ${name}`, () => {
    let cookies: CookiePort;
    beforeEach(() => {
      cookies = makeSubject();
    });

    it('reads undefined for a cookie never set', () => {
      expect(cookies.get('contract-missing')).toBeUndefined();
      expect(cookies.getAll()['contract-missing']).toBeUndefined();
    });

    it('reads back what it wrote, through get and getAll', () => {
      cookies.set('contract-a', 'one', { path: '/', sameSite: 'Lax' });
      expect(cookies.get('contract-a')).toBe('one');
      expect(cookies.getAll()['contract-a']).toBe('one');
    });

    it('overwrites a cookie of the same name', () => {
      cookies.set('contract-b', 'first', { path: '/' });
      cookies.set('contract-b', 'second', { path: '/' });
      expect(cookies.get('contract-b')).toBe('second');
    });

    it.each(TRICKY_VALUES)('round-trips the value %p unchanged', (value) => {
      cookies.set('contract-tricky', value, { path: '/', maxAgeSeconds: 3600 });
      expect(cookies.get('contract-tricky')).toBe(value);
    });

    it('removes a cookie, leaving the others', () => {
      cookies.set('contract-c', 'x', { path: '/' });
      cookies.set('contract-d', 'y', { path: '/' });
      cookies.remove('contract-c', { path: '/' });
      expect(cookies.get('contract-c')).toBeUndefined();
      expect(cookies.get('contract-d')).toBe('y');
    });

    it('treats max-age 0 as a deletion', () => {
      cookies.set('contract-e', 'x', { path: '/' });
      cookies.set('contract-e', 'x', { path: '/', maxAgeSeconds: 0 });
      expect(cookies.get('contract-e')).toBeUndefined();
    });

    it('removing a cookie that does not exist is harmless', () => {
      expect(() => cookies.remove('contract-never', { path: '/' })).not.toThrow();
    });

    const advance = capabilities.advanceTimeMs;
    if (advance !== undefined) {
      it('expires a cookie when its max-age has passed, and not before', () => {
        cookies.set('contract-f', 'x', { path: '/', maxAgeSeconds: 10 });
        advance(9_999);
        expect(cookies.get('contract-f')).toBe('x');
        advance(1);
        expect(cookies.get('contract-f')).toBeUndefined();
        expect(cookies.getAll()['contract-f']).toBeUndefined();
      });
    }
  });
}
