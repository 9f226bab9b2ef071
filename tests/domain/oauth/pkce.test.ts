// PKCE rules: code-verifier format (RFC 7636 §4.1) and the only method we use.
import fc from 'fast-check';
import { PKCE_METHOD, isValidCodeVerifier } from '../../../domain/oauth/pkce';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

describe('isValidCodeVerifier', () => {
  it.each<[string, boolean]>([
    ['a'.repeat(42), false],
    ['a'.repeat(43), true],
    ['a'.repeat(128), true],
    ['a'.repeat(129), false],
    [`${'a'.repeat(42)}~`, true],
    [`${'a'.repeat(42)}+`, false],
    [`${'a'.repeat(42)}=`, false],
    [`${'a'.repeat(42)} `, false],
    ['', false],
  ])('%j → %s', (verifier, expected) => {
    expect(isValidCodeVerifier(verifier)).toBe(expected);
  });

  it('accepts exactly the unreserved strings of 43 to 128 characters', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...UNRESERVED.split('')), maxLength: 140 }), (s) => {
      expect(isValidCodeVerifier(s)).toBe(s.length >= 43 && s.length <= 128);
    }));
  });

  it('accepts base64url of 32 random bytes (the usual way to make one)', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      expect(isValidCodeVerifier(Buffer.from(bytes).toString('base64url'))).toBe(true);
    }));
  });
});

describe('PKCE_METHOD', () => {
  it('is S256', () => {
    expect(PKCE_METHOD).toBe('S256');
  });
});
