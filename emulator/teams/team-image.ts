/** The client image rule (§2.9/§2.11): a client may only send base64 images, optionally as a data URL. */
import { statusError } from '../http/errors';

const BASE64_IMAGE = /^(data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,)?[A-Za-z0-9+/]+={0,2}$/;

/** 400 text for a non-base64 client image; null clears the image and is always fine. */
export function assertClientImage(url: string | null | undefined): void {
  if (url !== undefined && url !== null && !BASE64_IMAGE.test(url)) throw statusError(400, 'Invalid profile image URL');
}
