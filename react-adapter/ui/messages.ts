/** How the screens word an error: a known error in the service's own words (spec §8), anything else generically. */
import { KnownError } from '../../application';
import type { CoreStrings } from '../strings';

/** The field a known error is about, so focus can move there. */
export type ErrorField = 'email' | 'password' | 'code' | 'name' | null;

/** Input a screen refuses before any request (e.g. an empty team name), worded by the strings table. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(message: string, readonly field: ErrorField) {
    super(message);
  }
}

/** Pure (safe to call while rendering): a known error's own message, else the generic one. */
export function messageOf(error: unknown, strings: CoreStrings): string {
  return KnownError.isInstance(error) || error instanceof InputError ? error.message : strings.unexpectedError;
}

/** Where an error is caught (once, not per render): an unexpected one is logged by type only — its text could hold a token or a URL with a code. */
export function reportIfUnexpected(error: unknown): void {
  if (KnownError.isInstance(error) || error instanceof InputError) return;
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`Portcullis: unexpected ${kind} in a screen.`);
}

export function fieldOf(error: unknown): ErrorField {
  if (error instanceof InputError) return error.field;
  if (!KnownError.isInstance(error)) return null;
  const code = String(error.code);
  if (code.includes('PASSWORD')) return 'password';
  if (code.includes('EMAIL') || code === 'USER_NOT_FOUND') return 'email';
  if (code.includes('TOTP') || code.includes('VERIFICATION_CODE')) return 'code';
  return null;
}

/** A Result's error, or nothing (for actions that return `Result`s or plain values). */
export function errorOfResult(outcome: unknown): unknown {
  if (typeof outcome === 'object' && outcome !== null && 'ok' in outcome && (outcome as { ok: unknown }).ok === false) {
    return (outcome as unknown as { error: unknown }).error;
  }
  return undefined;
}
