/** TOTP verification (RFC 6238: HMAC-SHA1, 6 digits, 30 s) over a stored base64 secret, on the virtual clock. */
import { Secret, TOTP } from 'otpauth';

const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** ±1 step: tolerates a code typed just before/after a period boundary, as authenticator apps expect. */
export const TOTP_WINDOW = 1;

function secretOf(secretBase64: string): Secret {
  return new Secret({ buffer: Uint8Array.from(Buffer.from(secretBase64, 'base64')).buffer });
}

export function totpMatches(secretBase64: string, token: string, nowMs: number): boolean {
  if (!/^[0-9]{6}$/.test(token)) return false;
  const delta = TOTP.validate({ ...TOTP_OPTIONS, token, secret: secretOf(secretBase64), timestamp: nowMs, window: TOTP_WINDOW });
  return delta !== null;
}

/** The code an authenticator would show at `nowMs` (tests and the dev tools use it). */
export function totpAt(secretBase64: string, nowMs: number): string {
  return TOTP.generate({ ...TOTP_OPTIONS, secret: secretOf(secretBase64), timestamp: nowMs });
}
