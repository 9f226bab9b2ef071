/** Uploaded images (storage/image-store.ts): the bytes behind the URLs image fields answer with. */
import { defineRoute } from '../http/route';
import { text } from '../http/respond';
import { storedImages } from '../storage/image-store';

export const storageRoutes = [
  defineRoute({
    method: 'GET', path: '/emulator/storage/{folder}/{file}', raw: true,
    handler: ({ core, params }) => {
      const { folder, file } = params as { folder: string; file: string };
      const image = storedImages(core)[`${folder}/${file}`];
      if (image === undefined) return text('Not found', 404);
      return new Response(Buffer.from(image.base64, 'base64'), {
        status: 200, headers: { 'content-type': image.contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
    },
  }),
];
