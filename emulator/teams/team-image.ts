/**
 * The image rules of every image field (users, teams, team member profiles; §2.9/§2.11/§2.13): any URL in the schema;
 * a client may only send base64 images to users and teams; and whoever sends it, only a data or http(s) URL is stored.
 */
import * as z from 'zod';
import { parseUrl } from '../../domain/shared/parse-url';
import { statusError } from '../http/errors';

const BASE64_IMAGE = /^(data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,)?[A-Za-z0-9+/]+={0,2}$/;

/** The service's image URL field: no spaces, parsable as a URL, at most 1 000 000 characters (each checked). */
export const imageUrl = z.string()
  .refine((s) => !s.includes(' '), 'contains spaces')
  .refine((s) => parseUrl(s) !== null, 'is not a valid URL')
  .max(1_000_000);

/** 400 text for a non-base64 client image; null or empty (already refused by the schema) is not checked here. */
export function assertClientImage(url: string | null | undefined): void {
  if (url !== undefined && url !== null && url !== '' && !BASE64_IMAGE.test(url)) throw statusError(400, 'Invalid profile image URL');
}

/**
 * What the service stores for an image it accepted (its `uploadAndGetUrl`, shared by every image field): base64 data
 * URLs and http(s) URLs; any other scheme (`javascript:`, `ftp:`) is a 400. (The service also moves data URLs into its
 * object store; the emulator keeps them as sent.)
 */
export function assertStorableImage(url: string | null | undefined): void {
  if (url === undefined || url === null || url === '') return;
  if (/^data:image\/[a-zA-Z0-9]+;base64,/.test(url) || /^https?:\/\//.test(url)) return;
  throw statusError(400, 'Invalid profile image URL');
}
