/** Reusable zod pieces for route schemas: ids, `me`, strict email, codes, URL strings, query booleans. */
import * as z from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../../domain/verification';
import { PASSWORD_MAX_LENGTH } from '../../domain/password';

export const uuid = z.uuid();

/** "user id or me" (§1.4): resolve with `ctx.resolveUserId`. */
export const userIdOrMe = z.union([z.literal('me'), z.uuid()]);

/** Sign-up / OTP strictness: ≤256 chars and a TLD of at least two characters after a dot. */
export const strictEmail = z.string().max(256).regex(/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/, 'must be a valid email address');

/** Looser email for sign-in and reset requests. */
export const email = z.string().max(256).regex(/^[^\s@]+@[^\s@]+$/, 'must be a valid email address');

/** ≤70 characters: longer is a SCHEMA_ERROR, never PASSWORD_TOO_LONG (§2.2). */
export const password = z.string().max(PASSWORD_MAX_LENGTH);

/** Exactly 45 characters, lower-cased by the server (§2.1). */
export const verificationCode = z.string().length(VERIFICATION_CODE_LENGTH).transform((s) => s.toLowerCase());

/** An absolute URL string (callback URLs); trust is checked separately with `isTrustedUrl`. */
export const urlString = z.string().refine((s) => URL.canParse(s), 'must be a valid URL');

/** Query booleans are the strings "true" / "false". */
export const queryBoolean = z.enum(['true', 'false']).transform((s) => s === 'true');
