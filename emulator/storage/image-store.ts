/**
 * Uploaded images, as the service stores them (its `uploadAndGetUrl`): a base64 data URL sent in an image field is
 * decoded, kept under `<folder>/<uuid>.<ext>` and answered as an http(s) URL the emulator serves
 * (`GET /emulator/storage/<folder>/<file>`, routes/storage.routes.ts); an http(s) URL is kept as sent.
 * `core.storageUrl` is the public base of those URLs (default `<apiUrl>/emulator/storage`).
 */
import type { EmulatorCore } from '../core';
import { newId } from '../random';
import { emptyTable } from '../state/state';

export type ImageFolder = 'user-profile-images' | 'team-profile-images' | 'project-logos';

export interface StoredImage {
  contentType: string;
  base64: string;
}

const TABLE = 'storedImages';
const DATA_URL = /^data:image\/([a-zA-Z0-9]+);base64,([A-Za-z0-9+/]+={0,2})$/;

export function storedImages(core: EmulatorCore): Record<string, StoredImage> {
  return (core.state.extra[TABLE] ??= emptyTable<StoredImage>()) as Record<string, StoredImage>;
}

export const storageBase = (core: EmulatorCore): string => core.storageUrl ?? `${core.apiUrl}/emulator/storage`;

/** The URL to store for an accepted image value; null, undefined and http(s) URLs pass through. */
export function storeImage<T extends string | null | undefined>(core: EmulatorCore, folder: ImageFolder, value: T): T | string {
  if (typeof value !== 'string') return value;
  const match = DATA_URL.exec(value);
  if (match === null) return value;
  const type = match[1]!.toLowerCase();
  const extension = type === 'jpeg' ? 'jpg' : type;
  const key = `${folder}/${newId()}.${extension}`;
  storedImages(core)[key] = { contentType: `image/${type}`, base64: match[2]! };
  return `${storageBase(core)}/${key}`;
}
