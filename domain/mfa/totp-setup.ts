/**
 * totpSetup: what an authenticator app needs to add an account (RFC 6238 defaults: SHA-1, 6 digits, 30 s) — the secret
 * in RFC 4648 base32 and the otpauth:// URI a QR code carries — and the base64 form the service stores
 * (`user.update({ totpSecretBase64 })`). Pure: the caller brings the random bytes (20, as RFC 4226 recommends).
 */
import { describeKind, InvalidArgumentError } from '../errors/invalid-argument-error';

const RFC4648 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** RFC 4648 §6 base32 without padding (what otpauth URIs and authenticator apps take). */
export function base32Rfc4648(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += RFC4648[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += RFC4648[(buffer << (5 - bits)) & 31];
  return out;
}

/** RFC 4648 §4 base64 with padding. */
export function base64Rfc4648(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(n >>> 18) & 63]! + BASE64[(n >>> 12) & 63]!;
    out += b === undefined ? '=' : BASE64[(n >>> 6) & 63]!;
    out += c === undefined ? '=' : BASE64[n & 63]!;
  }
  return out;
}

/**
 * @example
 * const setup = totpSetup(crypto.getRandomValues(new Uint8Array(20)), { account: 'ann@example.com', issuer: 'My app' });
 * await user.update({ totpSecretBase64: setup.secretBase64 }); // after showing setup.uri as a QR code
 * @public
 */
export interface TotpSetup {
  /** The secret as authenticator apps type it (RFC 4648 base32, no padding). */
  readonly secretBase32: string;
  /** The secret as the service stores it (`totpSecretBase64`). */
  readonly secretBase64: string;
  /** `otpauth://totp/<issuer>:<account>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`, for the QR code. */
  readonly uri: string;
}

/**
 * @example
 * const setup = totpSetup(crypto.getRandomValues(new Uint8Array(20)), { account: 'ann@example.com', issuer: 'My app' });
 * console.log(setup.uri);
 * @public
 */
export function totpSetup(secret: Uint8Array, names: { readonly account: string; readonly issuer: string }): TotpSetup {
  // Checked rather than trusted: a missing secret threw 'bytes is not iterable', a number name put '123' in the URI.
  if (Object.prototype.toString.call(secret) !== '[object Uint8Array]') {
    throw new InvalidArgumentError('secret', `must be a Uint8Array, got ${describeKind(secret)}`);
  }
  for (const name of ['account', 'issuer'] as const) {
    const value: unknown = typeof names === 'object' && (names as unknown) !== null ? names[name] : undefined;
    if (typeof value !== 'string') throw new InvalidArgumentError(`names.${name}`, `must be a string, got ${describeKind(value)}`);
  }
  const secretBase32 = base32Rfc4648(secret);
  // The Key URI format splits the label at its first colon: one inside the issuer prefix would move into the account.
  const label = `${encodeURIComponent(names.issuer.replaceAll(':', ''))}:${encodeURIComponent(names.account)}`;
  const query = `secret=${secretBase32}&issuer=${encodeURIComponent(names.issuer)}&algorithm=SHA1&digits=6&period=30`;
  return { secretBase32, secretBase64: base64Rfc4648(secret), uri: `otpauth://totp/${label}?${query}` };
}
