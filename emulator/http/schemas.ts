/** Reusable zod pieces for route schemas: ids, `me`, strict email, codes, URL strings, query booleans. */
import * as z from 'zod';
import { parseUrl } from '../../domain/shared/parse-url';
import { VERIFICATION_CODE_LENGTH } from '../../domain/verification';
import { PASSWORD_MAX_LENGTH } from '../../domain/password';
import { WHOLE_LINE } from './validate';

export const uuid = z.uuid();

/** "user id or me" (§1.4): resolve with `ctx.resolveUserId`. */
export const userIdOrMe = z.union([z.literal('me'), z.uuid()]);

/** yup's `string().email()` pattern; like yup, the empty string is left to other checks. */
const YUP_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The service's `emailSchema` (reset requests, invitations): a valid email or the empty string. */
export const email = z.string().refine((s) => s === '' || YUP_EMAIL.test(s), 'must be a valid email');

/** Password sign-in's email: `emailSchema.nonEmpty()`. */
export const nonEmptyEmail = email.refine((s) => s !== '', 'must not be empty');

/** The service's `strictEmailSchema` (sign-up, OTP, verification): valid email, ≤256 characters, a dotted domain. */
export const strictEmail = email.max(256).regex(/^[^.]+(\.[^.]+)*@.*\.[^.][^.]+$/);

/** ≤70 characters: longer is a SCHEMA_ERROR, never PASSWORD_TOO_LONG (§2.2). */
export const password = z.string().max(PASSWORD_MAX_LENGTH);

/** Exactly 45 characters, lower-cased by the server (§2.1). */
export const verificationCode = z.string().length(VERIFICATION_CODE_LENGTH).transform((s) => s.toLowerCase());

/** The service's `urlSchema` (callback URLs): no spaces, parses as a URL; trust is checked separately with `isTrustedUrl`. */
export const urlString = z.string()
  .refine((s) => !s.includes(' '), 'contains spaces')
  .refine((s) => parseUrl(s) !== null, 'is not a valid URL');

/** A check whose message is the service's whole line, without the path (yup `matches(re, "Invalid batch_id")`). */
export const wholeLine = (message: string) => ({ message, params: { [WHOLE_LINE]: true } });

/** The service's `yupMixed().defined()`: any JSON value but absent or null. */
export const definedJson = z.unknown().superRefine((value, ctx) => {
  if (value === undefined) ctx.addIssue({ code: 'custom', message: 'must be defined' });
  else if (value === null) ctx.addIssue({ code: 'custom', message: 'cannot be null' });
});

/** Query booleans are the strings "true" / "false". */
export const queryBoolean = z.enum(['true', 'false']).transform((s) => s === 'true');
