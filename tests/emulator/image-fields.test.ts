/**
 * Issue 21, the image rule on every image field: users, teams and team member profiles (client and server access), and
 * the four project logos (admin).
 * The schema takes any URL, but the service stores only a base64 `data:image/…` URL or an http(s) URL; any other
 * scheme (`javascript:`, `ftp:`, `data:text/…`) is a 400 `Invalid profile image URL`, checked after the record is found.
 */
import { emulatorUnderTest } from './support/emulator-under-test';
import { SEED } from '../../emulator';
import { adminHeaders, call, serverHeaders } from './helpers';
import { expectKnown, expectText, MISSING_ID, newTeam, newUser } from './team-helpers';

const { h } = emulatorUnderTest();
const INVALID = 'Invalid profile image URL';
const OTHER_SCHEMES = ['javascript:alert(1)', 'ftp://example.com/a.png', 'data:text/html;base64,PHNjcmlwdD4='];
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('team member profiles (PATCH /team-member-profiles/{team}/{user})', () => {
  it('client and server: another scheme is a 400 and the profile keeps its image', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    const path = `/team-member-profiles/${team}/${ann.id}`;
    expect((await call(h, 'PATCH', path, { headers: serverHeaders(), body: { profile_image_url: 'https://i.test/a.png' } })).status).toBe(200);
    for (const url of OTHER_SCHEMES) {
      expectText(await call(h, 'PATCH', `/team-member-profiles/${team}/me`, { headers: ann.client, body: { profile_image_url: url } }), 400, INVALID);
      expectText(await call(h, 'PATCH', path, { headers: serverHeaders(), body: { display_name: 'X', profile_image_url: url } }), 400, INVALID);
    }
    expect((await call(h, 'GET', path, { headers: serverHeaders() })).body).toMatchObject({ display_name: null, profile_image_url: 'https://i.test/a.png' });
  });

  it('http(s) and base64 data URLs are stored, for a client too', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    for (const url of ['http://i.test/a.png', PNG]) {
      const r = await call(h, 'PATCH', `/team-member-profiles/${team}/me`, { headers: ann.client, body: { profile_image_url: url } });
      expect([r.status, r.body.profile_image_url]).toEqual([200, url]);
    }
  });

  it('the membership is checked first', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, null);
    expectKnown(await call(h, 'PATCH', `/team-member-profiles/${team}/${ann.id}`, { headers: serverHeaders(), body: { profile_image_url: 'javascript:alert(1)' } }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });
});

describe('teams, server access (client access already takes base64 images only)', () => {
  it('POST /teams: another scheme is a 400 and no team is created', async () => {
    const ann = await newUser(h);
    for (const url of OTHER_SCHEMES) {
      expectText(await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Evil', profile_image_url: url } }), 400, INVALID);
    }
    // Checked before the creator: a creator that does not exist is not reached.
    expectText(await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Evil', creator_user_id: MISSING_ID, profile_image_url: 'javascript:alert(1)' } }), 400, INVALID);
    const listed = await call<{ items: { display_name: string }[] }>(h, 'GET', '/teams', { headers: serverHeaders() });
    expect(listed.body.items.filter((t) => t.display_name === 'Evil')).toEqual([]);
    expect((await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Fine', creator_user_id: ann.id, profile_image_url: 'https://i.test/t.png' } })).status).toBe(201);
  });

  it('PATCH /teams/{team}: another scheme is a 400 after the team is found', async () => {
    const team = await newTeam(h, null);
    for (const url of OTHER_SCHEMES) {
      expectText(await call(h, 'PATCH', `/teams/${team}`, { headers: serverHeaders(), body: { display_name: 'Changed', profile_image_url: url } }), 400, INVALID);
    }
    expect((await call(h, 'GET', `/teams/${team}`, { headers: serverHeaders() })).body).toMatchObject({ display_name: 'Team', profile_image_url: null });
    expectKnown(await call(h, 'PATCH', `/teams/${MISSING_ID}`, { headers: serverHeaders(), body: { profile_image_url: 'javascript:alert(1)' } }), 404, 'TEAM_NOT_FOUND');
  });
});

describe('users (already enforced; kept here so every image field is in one place)', () => {
  it('server POST /users and PATCH /users/{id}: another scheme is a 400', async () => {
    const ann = await newUser(h);
    for (const url of OTHER_SCHEMES) {
      expectText(await call(h, 'POST', '/users', { headers: serverHeaders(), body: { profile_image_url: url } }), 400, INVALID);
      expectText(await call(h, 'PATCH', `/users/${ann.id}`, { headers: serverHeaders(), body: { profile_image_url: url } }), 400, INVALID);
      expectText(await call(h, 'PATCH', '/users/me', { headers: ann.client, body: { profile_image_url: url } }), 400, INVALID);
    }
  });
});

describe('project logos (admin): the same rule', () => {
  const internal = (token?: string): Record<string, string> =>
    ({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', ...(token === undefined ? {} : { 'x-stack-access-token': token }) });

  it('PATCH /internal/projects/current: another scheme in any logo is a 400 and nothing changes', async () => {
    for (const field of ['logo_url', 'logo_full_url', 'logo_dark_mode_url', 'logo_full_dark_mode_url']) {
      for (const url of OTHER_SCHEMES) {
        expectText(await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { display_name: 'Evil', [field]: url } }), 400, INVALID);
      }
    }
    const project = await call(h, 'GET', '/internal/projects/current', { headers: adminHeaders() });
    expect(project.body).toMatchObject({ logo_url: null, logo_full_url: null, logo_dark_mode_url: null, logo_full_dark_mode_url: null });
    expect(project.body.display_name).not.toBe('Evil');
    expect((await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { logo_url: PNG, logo_full_url: 'https://i.test/l.png' } })).status).toBe(200);
  });

  it('POST /internal/projects: a 400 after the owner team membership, and no project is created', async () => {
    const signIn = await call<{ access_token: string }>(h, 'POST', '/auth/password/sign-in', { headers: internal(), body: { email: SEED.owner.email, password: SEED.owner.password } });
    const headers = internal(signIn.body.access_token);
    expectText(await call(h, 'POST', '/internal/projects', { headers, body: { display_name: 'Evil', owner_team_id: SEED.ownerTeamId, logo_url: 'javascript:alert(1)' } }), 400, INVALID);
    expectKnown(await call(h, 'POST', '/internal/projects', { headers, body: { display_name: 'Evil', owner_team_id: MISSING_ID, logo_url: 'javascript:alert(1)' } }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    const listed = await call<{ items: { display_name: string }[] }>(h, 'GET', '/internal/projects', { headers });
    expect(listed.body.items.filter((p) => p.display_name === 'Evil')).toEqual([]);
  });
});

describe('uploaded images (issue 31): base64 is stored and answered as a URL the emulator serves', () => {
  const GIF_BASE64 = 'R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
  const stored = (folder: string, ext: string) => new RegExp(`^http://[^/]+/emulator/storage/${folder}/[0-9a-f-]{36}\\.${ext}$`);
  const fetchStored = (url: string) => h(new Request(url));

  it('a user profile image: the URL serves the bytes with the image type; http(s) URLs are kept', async () => {
    const ann = await newUser(h);
    const r = await call(h, 'PATCH', '/users/me', { headers: ann.client, body: { profile_image_url: `data:image/gif;base64,${GIF_BASE64}` } });
    expect(r.body.profile_image_url).toMatch(stored('user-profile-images', 'gif'));
    const image = await fetchStored(r.body.profile_image_url as string);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(GIF_BASE64);
    const kept = await call(h, 'PATCH', '/users/me', { headers: ann.client, body: { profile_image_url: PNG } });
    expect(kept.body.profile_image_url).toMatch(stored('user-profile-images', 'png'));
    const http = await call(h, 'PATCH', `/users/${ann.id}`, { headers: serverHeaders(), body: { profile_image_url: 'https://i.test/a.png' } });
    expect(http.body.profile_image_url).toBe('https://i.test/a.png');
  });

  it('a team profile image (create and update) and a project logo', async () => {
    const created = await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Pics', profile_image_url: PNG } });
    expect(created.body.profile_image_url).toMatch(stored('team-profile-images', 'png'));
    const updated = await call(h, 'PATCH', `/teams/${created.body.id as string}`, { headers: serverHeaders(), body: { profile_image_url: PNG } });
    expect(updated.body.profile_image_url).toMatch(stored('team-profile-images', 'png'));
    const logo = await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { logo_url: PNG } });
    expect(logo.body.logo_url).toMatch(stored('project-logos', 'png'));
  });

  it('an unknown stored image is a 404', async () => {
    expect((await fetchStored(`http://127.0.0.1:8102/emulator/storage/project-logos/${MISSING_ID}.png`)).status).toBe(404);
  });
});
