/** Teams, memberships and member profiles, every access type, good and bad, on the real backend and the emulator. */
import { describeDiff } from './support/suite';
import { addPerson, NO_SUCH_ID, tokenOf } from './teams-people';

/** Image URLs the schema takes (they parse as URLs) but the service does not store (issue 21). */
const OTHER_SCHEMES = ['javascript:alert(1)', 'ftp://example.com/a.png', 'data:text/html;base64,PHNjcmlwdD4='];

describeDiff('teams: teams, memberships, member profiles', { config: { client_team_creation_enabled: true } }, (diff) => {
  const team = (name: string) => (t: { var(n: string): string }) => ({ team_id: t.var(name) });

  test('POST /teams: client, server, admin; the checks the service makes', async () => {
    for (const label of ['ann', 'bob', 'cid']) await addPerson(diff, label);
    await diff.send('POST /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), body: { display_name: 'T1' } }), { status: 201, save: { t1: 'id' } });
    await diff.send('POST /teams', 'client', () => ({ body: { display_name: 'x' } }));
    await diff.send('POST /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), body: { display_name: 'x', creator_user_id: t.var('bob') } }));
    await diff.send('POST /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), body: { display_name: 'x', profile_image_url: 'https://example.com/a.png' } }));
    await diff.send('POST /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), body: { display_name: 'x', server_metadata: {} } }));
    await diff.send('POST /teams', 'server', (t) => ({ body: { display_name: 'T2', creator_user_id: t.var('bob') } }), { status: 201, save: { t2: 'id' } });
    await diff.send('POST /teams', 'server', () => ({ body: { display_name: 'T3' } }), { status: 201, save: { t3: 'id' } });
    await diff.send('POST /teams', 'admin', () => ({ body: { display_name: 'T4', server_metadata: { a: 1 }, client_metadata: { b: [1] }, client_read_only_metadata: 'x' } }), { status: 201, save: { t4: 'id' } });
    await diff.send('POST /teams', 'server', () => ({ query: { add_current_user: 'true' }, body: { display_name: 'x' } }));
    await diff.send('POST /teams', 'server', (t) => ({ query: { add_current_user: 'false' }, body: { display_name: 'x', creator_user_id: t.var('bob') } }));
    await diff.send('POST /teams', 'server', () => ({ body: { display_name: 'x', creator_user_id: 'me' } }));
    await diff.send('POST /teams', 'server', () => ({ body: { display_name: 'x', creator_user_id: NO_SUCH_ID } }));
    await diff.send('POST /teams', 'server', () => ({}));
    await diff.send('POST /teams', 'server', () => ({ rawBody: '{bad', contentType: 'application/json' }));
    await diff.badInputs('POST /teams', 'server', () => ({ body: { display_name: 'Bad', profile_image_url: 'https://example.com/a.png', creator_user_id: NO_SUCH_ID } }), {
      'body.display_name': ['empty', 'long', 'type', 'null', 'missing', { label: 'boolean', value: true }, { label: 'object', value: { a: 1 } }],
      'body.profile_image_url': ['url', 'empty', 'null'],
      'body.creator_user_id': ['empty', { label: 'not a uuid', value: 'abc' }],
      'query.add_current_user': [{ label: 'yes', value: 'yes' }],
    });
  });

  test('GET /teams: client must name itself; server and admin list or filter', async () => {
    await diff.send('GET /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { user_id: 'me' } }), { status: 200 });
    await diff.send('GET /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { user_id: t.var('ann') } }), { status: 200 });
    await diff.send('GET /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann') }));
    await diff.send('GET /teams', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { user_id: t.var('bob') } }));
    await diff.send('GET /teams', 'client', () => ({ query: { user_id: 'me' } }));
    await diff.send('GET /teams', 'client', () => ({}));
    await diff.send('GET /teams', 'server', (t) => ({ query: { user_id: t.var('bob') } }), { status: 200 });
    await diff.send('GET /teams', 'server', () => ({ query: { user_id: NO_SUCH_ID } }), { status: 200 });
    await diff.send('GET /teams', 'server', () => ({ query: { user_id: 'abc' } }));
    await diff.send('GET /teams', 'server', () => ({ query: { user_id: 'me' } }));
    await diff.send('GET /teams', 'admin', (t) => ({ query: { user_id: t.var('ann') } }), { status: 200 });
  });

  test('GET, PATCH /teams/{team_id}', async () => {
    await diff.send('GET /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: team('t1')(t) }), { status: 200 });
    await diff.send('GET /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'cid'), params: team('t1')(t) }));
    await diff.send('GET /teams/{team_id}', 'client', (t) => ({ params: team('t1')(t) }));
    await diff.send('GET /teams/{team_id}', 'server', (t) => ({ params: team('t1')(t) }), { status: 200 });
    await diff.send('GET /teams/{team_id}', 'server', () => ({ params: { team_id: NO_SUCH_ID } }));
    await diff.send('GET /teams/{team_id}', 'server', () => ({ params: { team_id: 'abc' } }));
    await diff.send('GET /teams/{team_id}', 'admin', (t) => ({ params: team('t4')(t) }), { status: 200 });
    await diff.send('PATCH /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: team('t1')(t), body: { display_name: 'T1b', client_metadata: { k: 1 } } }), { status: 200 });
    await diff.send('PATCH /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'cid'), params: team('t1')(t), body: { display_name: 'x' } }));
    await diff.send('PATCH /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: team('t1')(t), body: { server_metadata: 1 } }));
    await diff.send('PATCH /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: team('t1')(t), body: { profile_image_url: 'https://example.com/a.png' } }));
    await diff.send('PATCH /teams/{team_id}', 'client', (t) => ({ params: team('t1')(t), body: { display_name: 'x' } }));
    await diff.send('PATCH /teams/{team_id}', 'server', (t) => ({ params: team('t1')(t), body: { server_metadata: { s: 1 }, client_read_only_metadata: { r: 2 } } }), { status: 200 });
    await diff.send('PATCH /teams/{team_id}', 'server', (t) => ({ params: team('t1')(t) }));
    await diff.send('PATCH /teams/{team_id}', 'server', () => ({ params: { team_id: NO_SUCH_ID }, body: { display_name: 'x' } }));
    await diff.send('PATCH /teams/{team_id}', 'admin', (t) => ({ params: team('t1')(t), body: { display_name: 'T1c', profile_image_url: null } }), { status: 200 });
    await diff.badInputs('PATCH /teams/{team_id}', 'server', (t) => ({ params: team('t1')(t), body: { display_name: 'T1d', profile_image_url: 'https://example.com/a.png' } }), {
      'body.display_name': ['empty', 'null'],
      'body.profile_image_url': ['url', 'empty'],
    });
  });

  test('team images of another scheme (issue 21): server create and update, after the team, before the creator', async () => {
    for (const url of OTHER_SCHEMES) {
      await diff.send('POST /teams', 'server', () => ({ body: { display_name: 'Evil', profile_image_url: url } }), { status: 400 });
      await diff.send('PATCH /teams/{team_id}', 'server', (t) => ({ params: team('t2')(t), body: { display_name: 'Evil', profile_image_url: url } }), { status: 400 });
    }
    await diff.send('POST /teams', 'server', () => ({ body: { display_name: 'Evil', creator_user_id: NO_SUCH_ID, profile_image_url: 'javascript:alert(1)' } }), { status: 400 });
    await diff.send('PATCH /teams/{team_id}', 'server', () => ({ params: { team_id: NO_SUCH_ID }, body: { profile_image_url: 'javascript:alert(1)' } }), { status: 404 });
    await diff.send('GET /teams/{team_id}', 'server', (t) => ({ params: team('t2')(t) }), { status: 200 });
  });

  test('team metadata nested 123 levels deep is stored (issue 21)', async () => {
    const nested = JSON.parse(`${'{"a":'.repeat(123)}1${'}'.repeat(123)}`) as unknown;
    await diff.send('PATCH /teams/{team_id}', 'server', (t) => ({ params: team('t2')(t), body: { client_metadata: nested } }), { status: 200 });
  });

  test('team metadata nested deeper than the service stores (124 levels, issue 21)', async () => {
    const nested = JSON.parse(`${'['.repeat(124)}1${']'.repeat(124)}`) as unknown;
    await diff.send('PATCH /teams/{team_id}', 'server', (t) => ({ params: team('t2')(t), body: { server_metadata: nested } }), { status: 500 });
    await diff.send('GET /teams/{team_id}', 'server', (t) => ({ params: team('t2')(t) }), { status: 200 });
  });

  test('team memberships: add (server, admin), leave and remove (every access type)', async () => {
    const at = (teamVar: string, userVar: string) => (t: { var(n: string): string }) => ({ team_id: t.var(teamVar), user_id: userVar === 'me' ? 'me' : t.var(userVar) });
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: at('t1', 'bob')(t), body: {} }), { status: 201 });
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: at('t1', 'bob')(t), body: {} }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: t.var('t1'), user_id: NO_SUCH_ID }, body: {} }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: NO_SUCH_ID, user_id: t.var('cid') }, body: {} }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: t.var('t1'), user_id: 'me' }, body: {} }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: at('t1', 'cid')(t) }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: at('t1', 'cid')(t), body: { x: 1 } }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: at('t1', 'cid')(t), body: {} }));
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'admin', (t) => ({ params: at('t3', 'cid')(t), body: {} }), { status: 201 });
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('t1', 'ann')(t) }));
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'cid'), params: at('t1', 'bob')(t) }));
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'client', (t) => ({ params: at('t1', 'bob')(t) }));
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'client', (t) => ({ params: at('t1', 'me')(t) }));
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: t.var('t1'), user_id: NO_SUCH_ID } }));
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: at('t1', 'cid')(t) }));
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'cid'), params: at('t3', 'me')(t) }), { status: 200 });
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: at('t3', 'cid')(t), body: {} }), { status: 201 });
    await diff.send('DELETE /team-memberships/{team_id}/{user_id}', 'admin', (t) => ({ params: at('t3', 'cid')(t) }), { status: 200 });
  });

  test('team member profiles: list, read, update', async () => {
    const at = (userVar: string) => (t: { var(n: string): string }) => ({ team_id: t.var('t1'), user_id: userVar === 'me' ? 'me' : t.var(userVar) });
    await diff.send('GET /team-member-profiles', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { team_id: t.var('t1') } }), { status: 200 });
    await diff.send('GET /team-member-profiles', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), query: { team_id: t.var('t1'), user_id: 'me' } }), { status: 200 });
    await diff.send('GET /team-member-profiles', 'client', async (t) => ({ user: await tokenOf(t, 'ann') }));
    await diff.send('GET /team-member-profiles', 'client', async (t) => ({ user: await tokenOf(t, 'cid'), query: { team_id: t.var('t1') } }));
    await diff.send('GET /team-member-profiles', 'client', (t) => ({ query: { team_id: t.var('t1') } }));
    await diff.send('GET /team-member-profiles', 'server', (t) => ({ query: { team_id: t.var('t1') } }), { status: 200 });
    await diff.send('GET /team-member-profiles', 'server', (t) => ({ query: { user_id: t.var('bob') } }), { status: 200 });
    await diff.send('GET /team-member-profiles', 'server', () => ({ query: { team_id: NO_SUCH_ID } }));
    await diff.send('GET /team-member-profiles', 'server', () => ({ query: { user_id: NO_SUCH_ID } }));
    await diff.send('GET /team-member-profiles', 'server', () => ({ query: { team_id: 'abc' } }));
    await diff.send('GET /team-member-profiles', 'admin', (t) => ({ query: { team_id: t.var('t1') } }), { status: 200 });
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('me')(t) }), { status: 200 });
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('ann')(t) }), { status: 200 });
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'client', (t) => ({ params: at('ann')(t) }));
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: at('ann')(t) }), { status: 200 });
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: t.var('t1'), user_id: NO_SUCH_ID } }));
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'admin', (t) => ({ params: { team_id: NO_SUCH_ID, user_id: t.var('ann') } }));
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('me')(t), body: { display_name: 'Bobby', profile_image_url: 'https://example.com/b.png' } }), { status: 200 });
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('ann')(t), body: { display_name: 'x' } }));
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'client', (t) => ({ params: at('me')(t), body: { display_name: 'x' } }));
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: at('ann')(t), body: { display_name: 'Annie' } }), { status: 200 });
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: NO_SUCH_ID, user_id: t.var('ann') }, body: {} }));
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'admin', (t) => ({ params: at('ann')(t), body: { profile_image_url: null } }), { status: 200 });
    // Issue 21: the image rule holds here too, client and server, checked after the membership.
    for (const url of OTHER_SCHEMES) {
      await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('me')(t), body: { profile_image_url: url } }), { status: 400 });
      await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: at('ann')(t), body: { display_name: 'Evil', profile_image_url: url } }), { status: 400 });
    }
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: t.var('t1'), user_id: t.var('cid') }, body: { profile_image_url: 'javascript:alert(1)' } }));
    await diff.send('PATCH /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('me')(t), body: { profile_image_url: 'http://example.com/b.png' } }), { status: 200 });
    await diff.send('GET /team-member-profiles/{team_id}/{user_id}', 'server', (t) => ({ params: at('ann')(t) }), { status: 200 });
    await diff.badInputs('PATCH /team-member-profiles/{team_id}/{user_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: at('me')(t), body: { display_name: 'B', profile_image_url: 'https://example.com/b.png' } }), {
      'body.display_name': ['empty', 'null'],
      'body.profile_image_url': ['url', 'empty'],
    });
  });

  test('DELETE /teams/{team_id}: permission, unknown, a JSON body (ignored), every access type', async () => {
    await diff.send('DELETE /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), params: team('t1')(t) }));
    await diff.send('DELETE /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'cid'), params: team('t1')(t) }));
    await diff.send('DELETE /teams/{team_id}', 'server', (t) => ({ params: team('t3')(t), body: { a: 1 } }), { status: 200 });
    await diff.send('DELETE /teams/{team_id}', 'server', () => ({ params: { team_id: NO_SUCH_ID } }));
    await diff.send('DELETE /teams/{team_id}', 'server', () => ({ params: { team_id: 'abc' } }));
    await diff.send('DELETE /teams/{team_id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: team('t1')(t) }), { status: 200 });
    await diff.send('DELETE /teams/{team_id}', 'admin', (t) => ({ params: team('t4')(t) }), { status: 200 });
    await diff.send('GET /teams', 'server', (t) => ({ query: { user_id: t.var('bob') } }), { status: 200 });
  });
});
