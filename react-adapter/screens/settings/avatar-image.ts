/**
 * A chosen photo → what the service takes as profile_image_url from a client: a base64 data URL of a PNG, JPEG, GIF,
 * BMP or WebP image, at most 1,000,000 characters (protocol §2.9; the service moves it into its object store). The photo
 * is cropped to its centre square and scaled down to 256 px, which is a few tens of KB as WebP (PNG where the browser
 * cannot encode WebP), far under the limit whatever the original's size. Runs in the browser only, on the person's
 * choice (never while rendering).
 */
import { InputError } from '../../ui/messages';

export const AVATAR_SIDE = 256;
/** The service's length limit for image URLs. */
export const IMAGE_URL_MAX_LENGTH = 1_000_000;
/** Larger files are refused before decoding (a phone photo is 2–12 MB). */
export const AVATAR_FILE_MAX_BYTES = 20 * 1024 * 1024;
const ACCEPTED = /^image\/(png|jpe?g|gif|webp|bmp)$/;

export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

export async function avatarDataUrl(file: File, wording: { readonly type: string; readonly size: string; readonly unreadable: string }): Promise<string> {
  if (!ACCEPTED.test(file.type)) throw new InputError(wording.type, null);
  if (file.size > AVATAR_FILE_MAX_BYTES) throw new InputError(wording.size, null);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new InputError(wording.unreadable, null);
  }
  const square = Math.min(bitmap.width, bitmap.height);
  const side = Math.min(AVATAR_SIDE, square);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  canvas.getContext('2d')?.drawImage(bitmap, (bitmap.width - square) / 2, (bitmap.height - square) / 2, square, square, 0, 0, side, side);
  bitmap.close();
  const webp = canvas.toDataURL('image/webp', 0.85);
  const url = webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/png');
  if (url.length > IMAGE_URL_MAX_LENGTH) throw new InputError(wording.size, null);
  return url;
}
