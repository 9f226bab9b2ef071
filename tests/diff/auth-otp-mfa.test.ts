/** Sign-in codes by email (send, check, sign in) and the TOTP second factor, every access type, good and bad. */
import { totpAt } from '../../emulator/mfa/totp';
import { describeDiff } from './support/suite';

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const WRONG_CODE = 'a'.repeat(45);
/** A TOTP secret both sides accept (20 bytes, base64). */
const TOTP_SECRET = Buffer.from('diff-suite-totp-key!').toString('base64');

describeDiff('auth: OTP and MFA', {}, (diff) => {
  const password = 'correct-horse-battery';
  const otto = diff.email('otto');

  test('send a sign-in code, each access type, and the mail', async () => {
    await diff.send('POST /auth/otp/send-sign-in-code', 'client', () => ({ body: { email: otto, callback_url: CALLBACK } }), { status: 200, save: { nonce: 'nonce' } });
    const mail = await diff.mail(otto);
    for (const t of diff.targets) {
      const code = (t.name === 'real' ? mail.real : mail.emulator).code;
      if (code !== null) t.vars['code'] = code;
    }
    await diff.send('POST /auth/otp/send-sign-in-code', 'server', () => ({ body: { email: diff.email('otto-srv'), callback_url: CALLBACK } }), { status: 200 });
    await diff.send('POST /auth/otp/send-sign-in-code', 'admin', () => ({ body: { email: diff.email('otto-adm'), callback_url: CALLBACK } }), { status: 200 });
    await diff.badInputs('POST /auth/otp/send-sign-in-code', 'client', () => ({ body: { email: diff.email('otto-bad'), callback_url: CALLBACK } }), {
      'body.email': ['email', 'empty', 'long', 'missing'],
      'body.callback_url': ['url', 'empty', 'missing', { label: 'untrusted', value: 'https://evil.example.com/cb' }],
    });
  });

  test('a sign-in code for the unverified email of a password account is refused', async () => {
    const pat = diff.email('pat');
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: pat, password } }), { status: 200 });
    await diff.send('POST /auth/otp/send-sign-in-code', 'client', () => ({ body: { email: pat, callback_url: CALLBACK } }));
  });

  test('check the code, then sign in with it, each access type', async () => {
    await diff.send('POST /auth/otp/sign-in/check-code', 'client', (t) => ({ body: { code: t.var('code') } }), { status: 200 });
    await diff.send('POST /auth/otp/sign-in/check-code', 'server', (t) => ({ body: { code: t.var('code') } }), { status: 200 });
    await diff.send('POST /auth/otp/sign-in/check-code', 'admin', () => ({ body: { code: WRONG_CODE } }));
    await diff.badInputs('POST /auth/otp/sign-in/check-code', 'client', () => ({ body: { code: WRONG_CODE } }), { 'body.code': ['empty', 'type', 'missing', { label: 'short', value: 'abc' }] });
    await diff.send('POST /auth/otp/sign-in', 'client', (t) => ({ body: { code: t.var('code') } }), { status: 200, save: { access: 'access_token', userId: 'user_id' } });
    await diff.send('POST /auth/otp/sign-in', 'server', (t) => ({ body: { code: t.var('code') } }));
    await diff.send('POST /auth/otp/sign-in', 'admin', () => ({ body: { code: WRONG_CODE } }));
    await diff.badInputs('POST /auth/otp/sign-in', 'client', () => ({ body: { code: WRONG_CODE } }), { 'body.code': ['empty', 'missing', { label: 'short', value: 'abc' }] });
  });

  test('the code as the mail shows it plus the nonce signs in; 25 wrong codes with that nonce use it up', async () => {
    // What upstream's otp/sign-in.test.ts sends: the six characters of the mail, then the nonce of the send reply.
    for (const who of ['olga', 'oleg']) {
      const address = diff.email(who);
      await diff.send('POST /auth/otp/send-sign-in-code', 'client', () => ({ body: { email: address, callback_url: CALLBACK } }), { status: 200, save: { [`${who}Nonce`]: 'nonce' } });
      const mail = await diff.mail(address);
      for (const t of diff.targets) {
        const otp = (t.name === 'real' ? mail.real : mail.emulator).otp;
        if (otp !== null) t.vars[`${who}Code`] = otp + t.var(`${who}Nonce`);
      }
    }
    await diff.send('POST /auth/otp/sign-in', 'client', (t) => ({ body: { code: t.var('olgaCode') } }), { status: 200 });
    for (let i = 0; i < 25; i++) {
      await diff.send('POST /auth/otp/sign-in', 'client', (t) => ({ body: { code: `ABC123${t.var('olegNonce')}` } }));
    }
    await diff.send('POST /auth/otp/sign-in', 'client', (t) => ({ body: { code: t.var('olegCode') } }), { status: 400 });
  });

  test('TOTP: sign-in asks for the second factor, which signs in', async () => {
    const mia = diff.email('mia');
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: mia, password } }), { status: 200, save: { miaAccess: 'access_token' } });
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('miaAccess'), body: { totp_secret_base64: TOTP_SECRET } }), { status: 200 });
    await diff.send('POST /auth/password/sign-in', 'client', () => ({ body: { email: mia, password } }), { save: { attempt: 'details.attempt_code' } });
    const totp = totpAt(TOTP_SECRET, Date.now());
    await diff.send('POST /auth/mfa/sign-in', 'client', (t) => ({ body: { type: 'totp', totp: '000000' === totp ? '111111' : '000000', code: t.var('attempt') } }));
    await diff.send('POST /auth/mfa/sign-in', 'server', (t) => ({ body: { type: 'totp', totp: totpAt(TOTP_SECRET, Date.now()), code: t.var('attempt') } }), { status: 200 });
    await diff.send('POST /auth/mfa/sign-in', 'admin', (t) => ({ body: { type: 'totp', totp: totpAt(TOTP_SECRET, Date.now()), code: t.var('attempt') } }));
    await diff.send('POST /auth/mfa/sign-in', 'client', () => ({ body: { type: 'totp', totp: '123456', code: WRONG_CODE } }));
    await diff.badInputs('POST /auth/mfa/sign-in', 'client', () => ({ body: { type: 'totp', totp: '123456', code: WRONG_CODE } }), {
      'body.type': ['empty', 'missing', { label: 'sms', value: 'sms' }],
      'body.totp': ['missing', 'type'],
      'body.code': ['missing', { label: 'short', value: 'abc' }],
    });
  });
});
