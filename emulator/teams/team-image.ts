/** Team and team-member image rules (§2.9/§2.11): any URL in the schema; a client may only send base64 images. */
import * as z from 'zod';
import { statusError } from '../http/errors';

const BASE64_IMAGE = /^(data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,)?[A-Za-z0-9+/]+={0,2}$/;

/** The service's image URL field: no spaces, parsable as a URL, at most 1 000 000 characters (each checked). */
export const imageUrl = z.string()
  .refine((s) => !s.includes(' '), 'contains spaces')
  .refine((s) => URL.canParse(s), 'is not a valid URL')
  .max(1_000_000);

/** 400 text for a non-base64 client image; null or empty (already refused by the schema) is not checked here. */
export function assertClientImage(url: string | null | undefined): void {
  if (url !== undefined && url !== null && url !== '' && !BASE64_IMAGE.test(url)) throw statusError(400, 'Invalid profile image URL');
}
