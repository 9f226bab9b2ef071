/**
 * Client access without a publishable client key, as `project.requirePublishableClientKey` (project-level config
 * override) allows or refuses it; an invalid key is refused either way (upstream's index.test.ts cases, issue 31).
 */
import { describeDiff } from './support/suite';

const requireKey = (value: boolean) => () => ({
  params: { level: 'project' }, body: { config_override_string: JSON.stringify({ 'project.requirePublishableClientKey': value }) },
});
const withoutKey = () => ({ headers: { 'x-stack-publishable-client-key': null } });

describeDiff('auth: optional publishable client key', {}, (diff) => {
  test('not required by default: no key accepted, an invalid key refused', async () => {
    await diff.send('GET /', 'client', withoutKey, { status: 200 });
    await diff.send('GET /', 'client', () => ({ headers: { 'x-stack-publishable-client-key': 'invalid-key' } }), { status: 401 });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ ...withoutKey(), body: { email: diff.email('keyless'), password: 'correct-horse-battery' } }), { status: 200 });
  });

  test('required by the project override: no key refused, a valid key accepted; turned off again', async () => {
    await diff.send('PATCH /internal/config/override/{level}', 'admin', requireKey(true), { status: 200 });
    await diff.send('GET /', 'client', withoutKey, { status: 401 });
    await diff.send('GET /', 'client', () => ({}), { status: 200 });
    await diff.send('GET /', 'client', () => ({ headers: { 'x-stack-publishable-client-key': 'invalid-key' } }), { status: 401 });
    await diff.send('GET /internal/config', 'admin', () => ({}), { status: 200 });
    await diff.send('PATCH /internal/config/override/{level}', 'admin', requireKey(false), { status: 200 });
    await diff.send('GET /', 'client', withoutKey, { status: 200 });
  });
});
