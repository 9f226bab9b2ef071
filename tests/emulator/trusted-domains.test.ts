/** --trust <origin> (emulator/dev/trusted-domains.ts): more trusted origins on the demo project, kept across resets. */
import { parseTrustedDomain, TrustedDomainError } from '../../emulator/dev/trusted-domains';
import { emulatorBanner } from '../../emulator/dev/banner';
import { SEED } from '../../emulator';
import { call, clientHeaders, signUp } from './helpers';
import { emulatorUnderTest } from './support/emulator-under-test';

// A reset mail for an existing user: the service checks its callback URL against the trusted domains.
async function sendReset(h: Parameters<typeof call>[0], callbackUrl: string) {
  const { email } = await signUp(h);
  return call(h, 'POST', '/auth/password/send-reset-code', { headers: clientHeaders(), body: { email, callback_url: callbackUrl } });
}

test('an origin given with --trust is trusted for callback URLs; another one still is not', async () => {
  const { emu, h } = emulatorUnderTest();
  expect((await sendReset(h, 'https://app.example.test/handler/password-reset')).headers.get('x-stack-known-error')).toBe('REDIRECT_URL_NOT_WHITELISTED');
  emu.trustDomains(['https://app.example.test']);
  expect((await sendReset(h, 'https://app.example.test/handler/password-reset')).status).toBe(200);
  expect((await sendReset(h, 'https://other.example.test/handler/password-reset')).headers.get('x-stack-known-error')).toBe('REDIRECT_URL_NOT_WHITELISTED');
});

test('trusted origins survive a reset and are added once', async () => {
  const { emu, h } = emulatorUnderTest();
  emu.trustDomains(['https://app.example.test/', 'https://app.example.test']);
  emu.core.reset();
  expect((await sendReset(h, 'https://app.example.test/x')).status).toBe(200);
  const domains = emu.state.projects[SEED.demo.projectId]!.config.domains.map((d) => d.domain);
  expect(domains).toEqual([SEED.demo.trustedDomain, 'https://app.example.test']);
});

test.each([
  ['not a URL', 'app.example.test'],
  ['another scheme', 'ftp://app.example.test'],
  ['a path', 'https://app.example.test/app'],
  ['a query', 'https://app.example.test/?a=1'],
  ['credentials', 'https://user:pw@app.example.test'],
  ['spaces', 'https://app .example.test'],
])('--trust refuses %s with a TrustedDomainError naming the flag, and trusts nothing', (_label, value) => {
  const { emu } = emulatorUnderTest();
  expect(() => emu.trustDomains([value])).toThrow(TrustedDomainError);
  expect(() => parseTrustedDomain(value)).toThrow(/--trust/);
  expect(emu.state.projects[SEED.demo.projectId]!.config.domains).toHaveLength(1);
});

test('the banner names the trusted origins and the localhost rule, and the examples only where they exist', () => {
  const here = emulatorBanner('http://127.0.0.1:8102', undefined, { trusted: ['https://app.example.test'], examplesHere: true });
  expect(here).toContain(`trusted domains        ${SEED.demo.trustedDomain}, https://app.example.test, and http(s)://localhost on any port`);
  expect(here).toContain('examples/quick-start-node.ts');
  const installed = emulatorBanner('http://127.0.0.1:8102', undefined);
  expect(installed).not.toContain('examples/');
});
