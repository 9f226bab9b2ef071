/**
 * Uploaded images (issue 31): a base64 data URL sent as a user's or team's profile image or a project logo is stored and
 * answered as an http(s) URL the service serves. The URLs differ by origin (the service's object store, the emulator's
 * /emulator/storage), so what is compared is derived: the status, the URL's shape (scheme, folder, `<uuid>.<ext>`),
 * and the bytes a GET on it returns. (Not the content type: the kit's S3 stand-in answers application/octet-stream for
 * every object; the emulator answers the image's type.)
 */
import { describeDiff } from './support/suite';
import type { Target } from './support/targets';

/** A 1×1 GIF, as upstream's tests send it. */
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** What can be compared of a stored image's URL: its shape, and what fetching it returns. */
async function stored(url: unknown): Promise<Record<string, unknown>> {
  if (typeof url !== 'string') return { url };
  const shape = /^https?:\/\/[^/]+\/.*?([a-z-]+)\/[0-9a-f-]{36}\.([a-z]+)$/.exec(url);
  const fetched = await fetch(url);
  return {
    shape: shape === null ? url : { folder: shape[1], extension: shape[2] },
    status: fetched.status,
    bytes: Buffer.from(await fetched.arrayBuffer()).toString('base64'),
  };
}

describeDiff('users: uploaded images', { config: { client_team_creation_enabled: true } }, (diff) => {
  /** Sends on each target (not compared: the URLs differ by origin) and compares what the stored images are. */
  const views = async (send: (t: Target) => Promise<unknown>): Promise<void> => {
    const [real, emulator] = await Promise.all(diff.targets.map(async (t) => stored(await send(t))));
    diff.compare('stored image', real, emulator);
  };

  test('a user profile image, a team profile image and a project logo sent as base64', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('pic'), password: 'correct-horse-battery' } }), { status: 200, save: { access: 'access_token' } });
    await views(async (t) => ((await t.request('PATCH', '/api/v1/users/me', 'client', { user: t.var('access'), body: { profile_image_url: GIF } })).json as Record<string, unknown>).profile_image_url);
    await views(async (t) => ((await t.request('POST', '/api/v1/teams', 'client', { user: t.var('access'), body: { display_name: 'Pics', profile_image_url: GIF, creator_user_id: 'me' } })).json as Record<string, unknown>).profile_image_url);
    await views(async (t) => ((await t.request('PATCH', '/api/v1/internal/projects/current', 'admin', { body: { logo_url: GIF } })).json as Record<string, unknown>).logo_url);
  });
});
