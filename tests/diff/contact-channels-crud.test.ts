/** Contact channels: list, create, read, update, delete, verification (per channel, legacy, verify, check-code), every access type. */
import { describeDiff } from './support/suite';

describeDiff('contact channels', {}, (diff) => {
  const password = 'correct-horse-battery';
  const callback = 'http://localhost:3000/handler/email-verification';
  const NO_SUCH = '00000000-0000-4000-8000-000000000000';

  test('two users; list by every access type, signed out, another user', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('ann'), password } }), { status: 200, save: { annId: 'user_id', ann: 'access_token' } });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('bob'), password } }), { status: 200, save: { bobId: 'user_id', bob: 'access_token' } });
    await diff.send('GET /contact-channels', 'client', (t) => ({ user: t.var('ann'), query: { user_id: 'me' } }), { status: 200, save: { annPrimary: 'items.0.id' } });
    await diff.send('GET /contact-channels', 'server', (t) => ({ query: { user_id: t.var('annId') } }), { status: 200 });
    await diff.send('GET /contact-channels', 'admin', (t) => ({ query: { user_id: t.var('bobId') } }), { status: 200, save: { bobPrimary: 'items.0.id' } });
    await diff.send('GET /contact-channels', 'client', (t) => ({ user: t.var('ann') }));
    await diff.send('GET /contact-channels', 'client', () => ({ query: { user_id: 'me' } }));
    await diff.send('GET /contact-channels', 'client', (t) => ({ user: t.var('ann'), query: { user_id: t.var('bobId') } }));
    await diff.badInputs('GET /contact-channels', 'server', (t) => ({ query: { user_id: t.var('annId') } }), { 'query.user_id': [{ label: 'not a uuid', value: 'nope' }] }, { unknown: 'query' });
  });

  test('create: every access type, duplicates, auth conflicts, bad inputs', async () => {
    await diff.send('POST /contact-channels', 'client', (t) => ({ user: t.var('ann'), body: { user_id: 'me', value: diff.email('Ann-Extra'), type: 'email', used_for_auth: false } }), { status: 201, save: { extra: 'id' } });
    await diff.send('POST /contact-channels', 'server', (t) => ({ body: { user_id: t.var('annId'), value: diff.email('ann-server'), type: 'email', used_for_auth: false, is_verified: true, is_primary: true } }), { status: 201 });
    await diff.send('POST /contact-channels', 'admin', (t) => ({ body: { user_id: t.var('bobId'), value: diff.email('bob-admin'), type: 'email', used_for_auth: false } }), { status: 201 });
    await diff.send('GET /users/me', 'client', (t) => ({ user: t.var('ann') }), { status: 200 });
    await diff.send('POST /contact-channels', 'client', (t) => ({ user: t.var('ann'), body: { user_id: 'me', value: diff.email('ann-extra'), type: 'email', used_for_auth: false } }));
    await diff.send('POST /contact-channels', 'client', (t) => ({ user: t.var('ann'), body: { user_id: 'me', value: diff.email('bob'), type: 'email', used_for_auth: true } }));
    await diff.send('POST /contact-channels', 'client', (t) => ({ user: t.var('ann'), body: { user_id: t.var('bobId'), value: diff.email('x'), type: 'email', used_for_auth: false } }));
    await diff.send('POST /contact-channels', 'client', (t) => ({ body: { user_id: t.var('annId'), value: diff.email('x'), type: 'email', used_for_auth: false } }));
    await diff.send('POST /contact-channels', 'client', (t) => ({ user: t.var('ann'), body: { user_id: 'me', value: diff.email('y'), type: 'email', used_for_auth: false, is_verified: true } }));
    await diff.badInputs('POST /contact-channels', 'server', (t) => ({ body: { user_id: t.var('annId'), value: diff.email('z'), type: 'email', used_for_auth: false } }), {
      'body.value': ['email', 'type', 'missing'],
      'body.type': [{ label: 'phone', value: 'phone' }],
      'body.used_for_auth': ['type', 'missing'],
      'body.user_id': [{ label: 'not a uuid', value: 'nope' }],
    });
  });

  test('read, update, delete: every access type, another user, another project, unknown ids', async () => {
    for (const access of ['server', 'admin'] as const) {
      await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', access, (t) => ({ params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') } }), { status: 200 });
      await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', access, (t) => ({ params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') }, body: { is_verified: true } }), { status: 200 });
    }
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') } }), { status: 200 });
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('bobId'), contact_channel_id: t.var('extra') } }));
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') } }));
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: NO_SUCH } }));
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ params: { user_id: t.var('bobId'), contact_channel_id: t.var('extra') } }));
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ params: { user_id: 'me', contact_channel_id: 'nope' }, user: t.var('ann') }));
    // Issue 21: another project's secret server key must not reach this project's channels.
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ project: 'internal', params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') } }));
    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ project: 'internal', params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') }, body: { is_verified: false } }));
    await diff.send('DELETE /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ project: 'internal', params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'server', (t) => ({ project: 'internal', params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') }, body: { callback_url: callback } }));
    await diff.send('GET /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ params: { user_id: t.var('annId'), contact_channel_id: t.var('extra') } }), { status: 200 });

    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') }, body: { value: diff.email('ann-extra') } }), { status: 200 });
    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') }, body: { value: diff.email('bob'), used_for_auth: true } }));
    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') }, body: { is_primary: true } }), { status: 200 });
    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') }, body: { is_primary: false } }), { status: 200 });
    await diff.send('GET /users/me', 'client', (t) => ({ user: t.var('ann') }), { status: 200 });
    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: NO_SUCH }, body: {} }));
    await diff.send('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('bobId'), contact_channel_id: t.var('extra') }, body: {} }));
    await diff.badInputs('PATCH /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') }, body: { value: diff.email('ann-extra2'), used_for_auth: false } }), {
      'body.value': ['email', 'type'],
      'body.used_for_auth': ['type'],
    });
    await diff.send('DELETE /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('bobId'), contact_channel_id: t.var('extra') } }));
    await diff.send('DELETE /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') } }), { status: 200 });
    await diff.send('DELETE /contact-channels/{user_id}/{contact_channel_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('extra') } }));
    await diff.send('POST /contact-channels', 'server', (t) => ({ body: { user_id: t.var('bobId'), value: diff.email('bob-srv'), type: 'email', used_for_auth: false } }), { status: 201, save: { bobExtra: 'id' } });
    await diff.send('DELETE /contact-channels/{user_id}/{contact_channel_id}', 'server', (t) => ({ params: { user_id: t.var('bobId'), contact_channel_id: t.var('bobExtra') } }), { status: 200 });
    await diff.send('POST /contact-channels', 'admin', (t) => ({ body: { user_id: t.var('bobId'), value: diff.email('bob-adm'), type: 'email', used_for_auth: false } }), { status: 201, save: { bobExtra2: 'id' } });
    await diff.send('DELETE /contact-channels/{user_id}/{contact_channel_id}', 'admin', (t) => ({ params: { user_id: t.var('bobId'), contact_channel_id: t.var('bobExtra2') } }), { status: 200 });
  });

  test('verification: send per channel (every access type), legacy send, verify, check-code', async () => {
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ params: { user_id: 'me', contact_channel_id: t.var('annPrimary') }, body: { callback_url: callback } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ params: { user_id: t.var('annId'), contact_channel_id: t.var('annPrimary') }, body: { callback_url: callback } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('bobId'), contact_channel_id: t.var('annPrimary') }, body: { callback_url: callback } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: NO_SUCH }, body: { callback_url: callback } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('annPrimary') }, body: { callback_url: 'https://evil.example.com/verify' } }));
    await diff.badInputs('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('annPrimary') }, body: { callback_url: callback } }), {
      'body.callback_url': ['url', 'empty', 'type', 'missing'],
    });
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('annPrimary') }, body: { callback_url: callback } }), { status: 200 });
    const mail = await diff.mail(diff.email('ann'));
    const code = (t: unknown): string => String(t === diff.real ? mail.real.code : mail.emulator.code);
    await diff.send('POST /contact-channels/verify/check-code', 'client', (t) => ({ body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /contact-channels/verify', 'client', (t) => ({ body: { code: code(t) } }), { status: 200 });
    await diff.send('POST /contact-channels/verify', 'client', (t) => ({ body: { code: code(t) } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'client', (t) => ({ user: t.var('ann'), params: { user_id: 'me', contact_channel_id: t.var('annPrimary') }, body: { callback_url: callback } }));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'server', (t) => ({ params: { user_id: t.var('bobId'), contact_channel_id: t.var('bobPrimary') }, body: { callback_url: callback } }), { status: 200 });
    await diff.mail(diff.email('bob'));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'admin', (t) => ({ params: { user_id: t.var('bobId'), contact_channel_id: t.var('bobPrimary') }, body: { callback_url: callback } }), { status: 200 });
    await diff.mail(diff.email('bob'));
    await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'server', () => ({ params: { user_id: NO_SUCH, contact_channel_id: NO_SUCH }, body: { callback_url: callback } }));
    await diff.send('POST /contact-channels/send-verification-code', 'client', () => ({ body: { email: diff.email('ann'), callback_url: callback } }));
    await diff.send('POST /contact-channels/send-verification-code', 'client', (t) => ({ user: t.var('ann'), body: { email: diff.email('ann').toUpperCase(), callback_url: callback } }));
    await diff.send('POST /contact-channels/verify', 'client', () => ({ body: { code: 'a'.repeat(45) } }));
    await diff.send('POST /contact-channels/verify/check-code', 'client', () => ({ body: { code: 'a'.repeat(45) } }));
    for (const access of ['server', 'admin'] as const) {
      await diff.send('POST /contact-channels/send-verification-code', access, (t) => ({ user: t.var('ann'), body: { email: diff.email('ann'), callback_url: callback } }));
      await diff.send('POST /contact-channels/send-verification-code', access, () => ({ body: { email: diff.email('ann'), callback_url: callback } }));
      await diff.send('POST /contact-channels/verify', access, () => ({ body: { code: 'b'.repeat(45) } }));
      await diff.send('POST /contact-channels/verify/check-code', access, () => ({ body: { code: 'b'.repeat(45) } }));
    }
    await diff.badInputs('POST /contact-channels/verify', 'client', () => ({ body: { code: 'a'.repeat(45) } }), { 'body.code': ['empty', 'type', 'missing', { label: 'short', value: 'abc' }] });
  });
});
