/** totpSetup: RFC 4648 test vectors for both encodings, the otpauth URI, and agreement with otpauth (the oracle). */
import * as fc from 'fast-check';
import { Secret, TOTP, URI } from 'otpauth';
import { base32Rfc4648, base64Rfc4648, totpSetup } from '../../../domain/mfa/totp-setup';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

test.each([['', '', ''], ['f', 'MY', 'Zg=='], ['fo', 'MZXQ', 'Zm8='], ['foo', 'MZXW6', 'Zm9v'], ['foob', 'MZXW6YQ', 'Zm9vYg=='],
  ['fooba', 'MZXW6YTB', 'Zm9vYmE='], ['foobar', 'MZXW6YTBOI', 'Zm9vYmFy']])('RFC 4648 §10 vectors: %p → %p / %p', (input, b32, b64) => {
  expect(base32Rfc4648(bytes(input))).toBe(b32);
  expect(base64Rfc4648(bytes(input))).toBe(b64);
});

test('property: both encodings agree with the otpauth library and Node (random secrets)', () => {
  fc.assert(fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (secret) => {
    expect(base32Rfc4648(secret)).toBe(new Secret({ buffer: secret.slice().buffer }).base32);
    expect(base64Rfc4648(secret)).toBe(Buffer.from(secret).toString('base64'));
  }), { numRuns: 300 });
});

test('the URI parses back (otpauth) to the same secret, account and issuer, with the RFC 6238 defaults', () => {
  const secret = new Uint8Array(20).map((_, i) => i * 13);
  const setup = totpSetup(secret, { account: 'ann+mfa@example.com', issuer: 'Acme: Admin & Co' });
  const parsed = URI.parse(setup.uri) as TOTP;
  expect(parsed).toBeInstanceOf(TOTP);
  expect([parsed.label, parsed.issuer, parsed.algorithm, parsed.digits, parsed.period]).toEqual(['ann+mfa@example.com', 'Acme: Admin & Co', 'SHA1', 6, 30]);
  expect(parsed.secret.base32).toBe(setup.secretBase32);
  expect(Buffer.from(setup.secretBase64, 'base64')).toEqual(Buffer.from(secret));
});
