/**
 * Field schemas shared by every user write (POST /users, PATCH /users/{id}|me), with the service's rules:
 * the image is a URL (a data URL for base64 images), the primary email a non-empty email, the country code
 * two letters after trimming and upper-casing, risk scores whole numbers 0–100.
 */
import * as z from 'zod';
import { nonEmptyEmail, urlString } from '../http/schemas';

/** 1 MB of base64, the service's cap on image fields. */
const MAX_IMAGE_LENGTH = 1_000_000;

export const profileImageUrl = urlString.pipe(z.string().max(MAX_IMAGE_LENGTH));

/** `primaryEmailSchema.nonEmpty()`: the service's email pattern, and not the empty string. */
export const primaryEmail = nonEmptyEmail;

export const countryCode = z.string()
  .transform((s) => s.trim().toUpperCase())
  .refine((s) => /^[A-Z]{2}$/.test(s), 'must be a 2-letter country code');

const riskScore = z.number().int().min(0).max(100);
export const riskScores = z.strictObject({ sign_up: z.strictObject({ bot: riskScore, free_trial_abuse: riskScore }) });

/**
 * The service's whole-body rule on user writes: reason and private details only alongside
 * `restricted_by_admin: true` in the same body. Its SCHEMA_ERROR line names no part (`restricted_by_admin_reason
 * must be null when …`); one line, the reason checked first.
 */
export function restrictionSchemaLines(body: Readonly<Record<string, unknown>>): string[] {
  if (body.restricted_by_admin === true) return [];
  for (const field of ['restricted_by_admin_reason', 'restricted_by_admin_private_details'] as const) {
    if (body[field] != null) return [`${field} must be null when restricted_by_admin is not true`];
  }
  return [];
}
