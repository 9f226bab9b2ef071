/**
 * Passkeys: the initiate steps (options and challenge code) for every access type, and register / sign-in with
 * codes and responses the service must refuse. A full WebAuthn ceremony needs a browser authenticator; the
 * library's scenario against the real backend (tests/real) runs it through Chromium.
 */
import { describeDiff } from './support/suite';

const WRONG_CODE = 'c'.repeat(45);

describeDiff('auth: passkeys', {}, (diff) => {
  test('initiate registration and authentication, each access type', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('pia'), password: 'correct-horse-battery' } }), { status: 200, save: { access: 'access_token' } });
    await diff.send('POST /auth/passkey/initiate-passkey-registration', 'client', (t) => ({ user: t.var('access') }), { status: 200, save: { regCode: 'code' } });
    await diff.send('POST /auth/passkey/initiate-passkey-registration', 'server', (t) => ({ user: t.var('access') }), { status: 200 });
    await diff.send('POST /auth/passkey/initiate-passkey-registration', 'admin', () => ({}));
    await diff.send('POST /auth/passkey/initiate-passkey-registration', 'client', () => ({}));
    await diff.send('POST /auth/passkey/initiate-passkey-authentication', 'client', () => ({}), { status: 200, save: { authCode: 'code' } });
    await diff.send('POST /auth/passkey/initiate-passkey-authentication', 'server', () => ({}), { status: 200 });
    await diff.send('POST /auth/passkey/initiate-passkey-authentication', 'admin', () => ({}), { status: 200 });
  });

  test('register and sign in with refused codes and responses', async () => {
    const credential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'e30' } };
    const assertion = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'e30', signature: 'e30' } };
    await diff.send('POST /auth/passkey/register', 'client', (t) => ({ user: t.var('access'), body: { credential, code: WRONG_CODE } }));
    await diff.send('POST /auth/passkey/register', 'server', (t) => ({ user: t.var('access'), body: { credential, code: t.var('regCode') } }));
    await diff.send('POST /auth/passkey/register', 'admin', () => ({ body: { credential, code: WRONG_CODE } }));
    await diff.badInputs('POST /auth/passkey/register', 'client', (t) => ({ user: t.var('access'), body: { credential, code: WRONG_CODE } }), {
      'body.code': ['missing', 'empty'], 'body.credential': ['missing', 'type'],
    });
    await diff.send('POST /auth/passkey/sign-in', 'client', (t) => ({ body: { authentication_response: assertion, code: t.var('authCode') } }));
    await diff.send('POST /auth/passkey/sign-in', 'server', () => ({ body: { authentication_response: assertion, code: WRONG_CODE } }));
    await diff.send('POST /auth/passkey/sign-in', 'admin', () => ({ body: { authentication_response: assertion, code: WRONG_CODE } }));
    await diff.badInputs('POST /auth/passkey/sign-in', 'client', () => ({ body: { authentication_response: assertion, code: WRONG_CODE } }), {
      'body.code': ['missing', 'empty'], 'body.authentication_response': ['missing', 'type'],
    });
  });
});
