/** Team invitations: send, list, check, details, accept (by code and by id), revoke; every access type, on both targets. */
import { describeDiff } from './support/suite';
import type { Target } from './support/targets';
import { addPerson, NO_SUCH_ID, quietly, tokenOf } from './teams-people';

/** The service lists a team's invitations in no stated order (its query has no ORDER BY): compared sorted by recipient. */
const UNORDERED = { unorderedBy: { items: 'recipient_email' } } as const;

const CALLBACK = 'http://localhost:3000/handler/team-invitation';

describeDiff('teams: invitations', {}, (diff) => {
  const send = (teamVar: string, email: string) => (t: Target) => ({ body: { team_id: t.var(teamVar), email, callback_url: CALLBACK } });

  test('send-code: client (permission, signed out, untrusted URL, bad inputs), server, admin', async () => {
    for (const label of ['ann', 'bob', 'cat']) await addPerson(diff, label);
    await diff.send('POST /teams', 'server', (t) => ({ body: { display_name: 'Invites', creator_user_id: t.var('ann') } }), { status: 201, save: { team: 'id' } });
    await quietly(diff, 'POST', (t) => `/team-memberships/${t.var('team')}/${t.var('bob')}`, {});
    await quietly(diff, 'DELETE', (t) => `/team-permissions/${t.var('team')}/${t.var('bob')}/team_member`);
    const bobMail = diff.email('bob');
    await diff.send('POST /team-invitations/send-code', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...send('team', bobMail)(t) }), { status: 200, save: { inviteBob: 'id' } });
    await diff.mail(bobMail);
    await diff.send('POST /team-invitations/send-code', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), ...send('team', diff.email('zed'))(t) }));
    await diff.send('POST /team-invitations/send-code', 'client', (t) => send('team', diff.email('zed'))(t));
    await diff.send('POST /team-invitations/send-code', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), body: { ...send('team', diff.email('zed'))(t).body, callback_url: 'https://evil.example.com/x' } }));
    await diff.send('POST /team-invitations/send-code', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...send('team', diff.email('zed'))(t), body: { ...send('team', diff.email('zed'))(t).body, team_id: NO_SUCH_ID } }));
    await diff.send('POST /team-invitations/send-code', 'admin', (t) => send('team', diff.email('yan'))(t), { status: 200, save: { inviteYan: 'id' } });
  });

  test('listing by team and by user; the one-of rules', async () => {
    const byTeam = (t: Target) => ({ query: { team_id: t.var('team') } });
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...byTeam(t) }), UNORDERED);
    // One invitation stays outstanding per listing: the service lists in id order, which differs between targets.
    await quietly(diff, 'DELETE', (t) => `/team-invitations/${t.var('inviteYan')}?team_id=${t.var('team')}`);
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), ...byTeam(t) }), UNORDERED);
    await diff.send('GET /team-invitations', 'client', (t) => byTeam(t), UNORDERED);
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), query: { user_id: 'me' } }), { status: 200, ...UNORDERED });
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), query: { user_id: t.var('ann') } }), UNORDERED);
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'ann') }), UNORDERED);
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { team_id: t.var('team'), user_id: 'me' } }), UNORDERED);
    await diff.send('GET /team-invitations', 'server', () => ({ query: { team_id: NO_SUCH_ID } }), UNORDERED);
    await diff.send('GET /team-invitations', 'server', (t) => ({ query: { user_id: t.var('bob') } }), { status: 200, ...UNORDERED });
    await diff.send('GET /team-invitations', 'server', () => ({ query: { user_id: NO_SUCH_ID } }), { status: 200, ...UNORDERED });
    await diff.send('GET /team-invitations', 'admin', (t) => ({ query: { user_id: t.var('bob') } }), { status: 200, ...UNORDERED });
  });

  test('accept by code: check-code, details, accept; signed out, used, wrong and short codes', async () => {
    const bobMail = diff.email('bob');
    await diff.send('POST /team-invitations/send-code', 'server', (t) => send('team', bobMail)(t), { status: 200 });
    const mail = await diff.mail(bobMail);
    const code = (t: Target) => (t.name === 'real' ? mail.real.code : mail.emulator.code)!;
    const wrong = 'a'.repeat(45);
    await diff.send('POST /team-invitations/accept/check-code', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: wrong } }));
    await diff.send('POST /team-invitations/accept/check-code', 'client', () => ({ body: { code: 'abc' } }));
    await diff.send('POST /team-invitations/accept/check-code', 'client', () => ({ body: {} }));
    await diff.send('POST /team-invitations/accept/check-code', 'client', (t) => ({ body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /team-invitations/accept/check-code', 'server', (t) => ({ body: { code: code(t).toUpperCase() } }), { status: 200 });
    await diff.send('POST /team-invitations/accept/check-code', 'admin', (t) => ({ body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /team-invitations/accept/details', 'client', (t) => ({ body: { code: code(t) } }));
    await diff.send('POST /team-invitations/accept/details', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /team-invitations/accept/details', 'server', (t) => ({ body: { code: code(t) } }));
    await diff.send('POST /team-invitations/accept/details', 'admin', async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /team-invitations/accept', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /team-invitations/accept', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: code(t) } }));
    await diff.send('POST /team-invitations/accept', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: wrong, x: 1 } }));
    // Signed out: the service uses the code up before it looks at the user.
    const zedMail = diff.email('zed2');
    await diff.send('POST /team-invitations/send-code', 'server', (t) => send('team', zedMail)(t), { status: 200 });
    const zed = await diff.mail(zedMail);
    const zedCode = (t: Target) => (t.name === 'real' ? zed.real.code : zed.emulator.code)!;
    await diff.send('POST /team-invitations/accept', 'client', (t) => ({ body: { code: zedCode(t) } }));
    await diff.send('POST /team-invitations/accept', 'server', (t) => ({ body: { code: zedCode(t) } }));
    await diff.send('POST /team-invitations/accept', 'admin', async (t) => ({ user: await tokenOf(t, 'cat'), body: { code: wrong } }));
  });

  test('accept by id and revoke', async () => {
    const catMail = diff.email('cat');
    await diff.send('POST /team-invitations/send-code', 'server', (t) => send('team', catMail)(t), { status: 200, save: { inviteCat: 'id' } });
    const accept = (user: string) => (t: Target) => ({ params: { id: t.var('inviteCat') }, query: { user_id: user === 'me' ? 'me' : user === 'nobody' ? NO_SUCH_ID : t.var(user) } });
    await diff.send('GET /team-invitations', 'client', async (t) => ({ user: await tokenOf(t, 'cat'), query: { user_id: 'me' } }), { status: 200, ...UNORDERED });
    await diff.send('POST /team-invitations/{id}/accept', 'client', async (t) => ({ user: await tokenOf(t, 'cat'), ...accept('ann')(t) }));
    await diff.send('POST /team-invitations/{id}/accept', 'client', (t) => accept('me')(t));
    await diff.send('POST /team-invitations/{id}/accept', 'client', async (t) => ({ user: await tokenOf(t, 'cat'), params: { id: t.var('inviteCat') } }));
    await diff.send('POST /team-invitations/{id}/accept', 'client', async (t) => ({ user: await tokenOf(t, 'cat'), params: { id: NO_SUCH_ID }, query: { user_id: 'me' } }));
    await diff.send('POST /team-invitations/{id}/accept', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...accept('me')(t) }));
    await diff.send('POST /team-invitations/{id}/accept', 'server', (t) => accept('nobody')(t));
    await diff.send('POST /team-invitations/{id}/accept', 'server', (t) => ({ params: { id: 'abc' }, query: { user_id: t.var('cat') } }));
    await diff.send('POST /team-invitations/{id}/accept', 'client', async (t) => ({ user: await tokenOf(t, 'cat'), ...accept('me')(t) }), { status: 200 });
    await diff.send('POST /team-invitations/{id}/accept', 'admin', (t) => accept('cat')(t));
    const yanMail = diff.email('yan2');
    await diff.send('POST /team-invitations/send-code', 'server', (t) => send('team', yanMail)(t), { status: 200, save: { inviteYan2: 'id' } });
    const revoke = (t: Target) => ({ params: { id: t.var('inviteYan2') }, query: { team_id: t.var('team') } });
    await diff.send('DELETE /team-invitations/{id}', 'client', async (t) => ({ user: await tokenOf(t, 'bob'), ...revoke(t) }));
    await diff.send('DELETE /team-invitations/{id}', 'client', (t) => revoke(t));
    await diff.send('DELETE /team-invitations/{id}', 'server', (t) => ({ params: { id: t.var('inviteYan2') } }));
    await diff.send('DELETE /team-invitations/{id}', 'server', (t) => ({ ...revoke(t), query: { team_id: NO_SUCH_ID } }));
    await diff.send('DELETE /team-invitations/{id}', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...revoke(t) }), { status: 200 });
    await diff.send('DELETE /team-invitations/{id}', 'admin', (t) => ({ params: { id: t.var('inviteCat') }, query: { team_id: t.var('team') } }), { status: 200 });
    await diff.send('GET /team-invitations', 'server', (t) => ({ query: { team_id: t.var('team') } }), { status: 200, ...UNORDERED });
    // Last: an empty email passes and leaves one more invitation outstanding (listings above show one at a time).
    await diff.badInputs('POST /team-invitations/send-code', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...send('team', diff.email('zed'))(t) }), {
      'body.email': ['email', 'empty', 'missing'],
      'body.callback_url': ['url', 'empty', 'missing'],
      'body.team_id': [{ label: 'not a uuid', value: 'abc' }, 'missing'],
    });
  });

  test("accept by id for a named user with server and admin access (a server user's invitation.accept()), then used", async () => {
    for (const label of ['dan', 'eve']) await addPerson(diff, label);
    for (const [label, access] of [['dan', 'server'], ['eve', 'admin']] as const) {
      await diff.send('POST /team-invitations/send-code', 'server', (t) => send('team', diff.email(label))(t), { status: 200, save: { [`invite_${label}`]: 'id' } });
      await diff.send('GET /team-invitations', access, (t) => ({ query: { user_id: t.var(label) } }), { status: 200, ...UNORDERED });
      const accept = (t: Target) => ({ params: { id: t.var(`invite_${label}`) }, query: { user_id: t.var(label) } });
      await diff.send('POST /team-invitations/{id}/accept', access, accept, { status: 200 });
      await diff.send('POST /team-invitations/{id}/accept', access, accept);
    }
    await diff.send('GET /teams', 'server', (t) => ({ query: { user_id: t.var('dan') } }), { status: 200 });
  });
});
