/** OAuth account merge strategies (§5.9) when the provider email is already someone's sign-in email. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { authChannelForEmail } from '../../emulator/state/users';
import { call, clientHeaders, DEMO, signUp } from './helpers';
import { callback, consent, errorOf, signInWithOAuth, startFlow } from './support/oauth-flow';

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://emu.test' });
const config = () => emu.state.projects[DEMO.projectId]!.config;
let n = 0;

/** A password user, optionally with a verified email. */
async function existing(verified: boolean) {
  const user = await signUp(h);
  authChannelForEmail(emu.core, DEMO.projectId, user.email)!.isVerified = verified;
  return user;
}

async function callbackFor(email: string, emailVerified: boolean) {
  const flow = await startFlow(h);
  return callback(h, await consent(h, flow, { account_id: `merge-${++n}`, email, email_verified: emailVerified }));
}

afterEach(() => { config().oauthAccountMergeStrategy = 'link_method'; });

describe('link_method (default)', () => {
  it('links to the existing user when both emails are verified', async () => {
    const user = await existing(true);
    const { token } = await signInWithOAuth(h, { account_id: `merge-${++n}`, email: user.email, email_verified: true });
    expect(token.body.is_new_user).toBe(false);
    const me = await call(h, 'GET', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': String(token.body.access_token) }) });
    expect(me.body.id).toBe(user.user_id);
    expect(me.body.oauth_providers).toHaveLength(1);
  });
  it('existing email unverified → CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE with would_work_if_email_was_verified true', async () => {
    const user = await existing(false);
    const r = await callbackFor(user.email, true);
    expect(r.status).toBe(307);
    expect(errorOf(r)).toMatchObject({
      errorCode: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
      details: { type: 'email', contact_channel_value: user.email, would_work_if_email_was_verified: true },
    });
  });
  it('provider email unverified → the same error with would_work_if_email_was_verified false', async () => {
    const user = await existing(true);
    const r = await callbackFor(user.email, false);
    expect(errorOf(r)).toMatchObject({ errorCode: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', details: { would_work_if_email_was_verified: false } });
  });
});

describe('raise_error and allow_duplicates', () => {
  it('raise_error refuses even verified emails', async () => {
    config().oauthAccountMergeStrategy = 'raise_error';
    const user = await existing(true);
    const r = await callbackFor(user.email, true);
    expect(errorOf(r)).toMatchObject({ errorCode: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', details: { would_work_if_email_was_verified: false } });
  });
  it('allow_duplicates creates a second user whose email is not used for auth', async () => {
    config().oauthAccountMergeStrategy = 'allow_duplicates';
    const user = await existing(true);
    const { token } = await signInWithOAuth(h, { account_id: `merge-${++n}`, email: user.email, email_verified: true });
    expect(token.body.is_new_user).toBe(true);
    const me = await call(h, 'GET', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': String(token.body.access_token) }) });
    expect(me.body.id).not.toBe(user.user_id);
    expect(me.body.primary_email).toBe(user.email);
    expect(authChannelForEmail(emu.core, DEMO.projectId, user.email)!.userId).toBe(user.user_id);
  });
});
