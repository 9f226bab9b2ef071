/** The transport switch of the emulator suites: PORTCULLIS_EMULATOR_TRANSPORT=http puts the same instance behind 127.0.0.1. */
import { SEED } from '../../emulator';
import { call, clientHeaders } from './helpers';
import { emulatorUnderTest, transport, TRANSPORT_ENV } from './support/emulator-under-test';
import { startFlow } from './support/oauth-flow';

const { emu, h, transport: mode } = emulatorUnderTest({ now: () => 1_750_000_000_000, log: () => undefined });

it(`follows ${TRANSPORT_ENV} (this run: ${transport()})`, async () => {
  expect(mode).toBe(process.env[TRANSPORT_ENV] === 'http' ? 'http' : 'in-process');
  const response = await h(new Request('http://emulator.test/api/v1'));
  expect(response.url).toMatch(mode === 'http' ? /^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/ : /^$/);
  expect(response.status).toBe(200);
});

it('drives the same instance: virtual time, outbox and state are shared with the test', async () => {
  emu.clock.advance(60_000);
  const time = await call<{ now_millis: number }>(h, 'GET', '/emulator/time');
  expect(time.body.now_millis).toBe(1_750_000_060_000);
  const email = `switch-${mode}@example.com`;
  await call(h, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'long enough', verification_callback_url: 'http://localhost:5173/verify' } });
  expect(emu.outbox.latestFor(email)?.type).toBe('email_verification');
  expect(Object.values(emu.state.users).some((u) => u.projectId === SEED.demo.projectId)).toBe(true);
});

it('returns redirects instead of following them (authorize in redirect mode: 307 + inner cookie)', async () => {
  const flow = await startFlow(h, { stack_response_mode: 'redirect' });
  expect(flow.reply.status).toBe(307);
  expect(flow.location).toContain('/emulator/oauth/github/authorize?');
  expect(flow.cookie).toMatch(/^stack-oauth-inner-/);
});
