/**
 * Redirect outcomes through the public API: where the app navigated, or the redirect rule's reason it stayed, and
 * logging that names the reason at warn level but shows the refused URL only at debug level (scrubbed).
 */
import 'reflect-metadata';
import { appHarness, PASSWORD, uniqueEmail } from './app-harness';

const CANARY = 'CANARYcode1234';

describe('signOut redirect outcome', () => {
  test('a relative redirectUrl navigates and says where', async () => {
    const h = appHarness();
    expect(await h.app.signOut({ redirectUrl: '/bye' })).toEqual({ navigated: true, url: 'http://localhost:5173/bye' });
    expect(h.navigation.visits.at(-1)?.url).toBe('http://localhost:5173/bye');
  });

  test.each([
    ['another origin', 'https://evil.example/x', 'UNTRUSTED_ORIGIN'],
    ['protocol-relative', '//evil.example/x', 'PROTOCOL_RELATIVE'],
    ['a literal * host', 'https://*.built-with-stack-auth.com/', 'NON_LDH_HOST'],
    ['http to another origin', 'http://evil.example/', 'INSECURE_SCHEME'],
    ['2049 characters', `/${'a'.repeat(2048)}`, 'TOO_LONG'],
    ['scheme-less', 'evil.example', 'PATH_RELATIVE'],
  ])('a refused redirectUrl (%s) stays on the page with its reason', async (_label, target, reason) => {
    const h = appHarness();
    const before = h.navigation.visits.length;
    expect(await h.app.signOut({ redirectUrl: target })).toEqual({ navigated: false, reason });
    expect(h.navigation.visits.length).toBe(before);
  });

  test('the warn line names the reason, not the URL; the debug line has the URL with its secrets scrubbed', async () => {
    const h = appHarness();
    await h.app.signOut({ redirectUrl: `https://evil.example/cb?code=${CANARY}` });
    const warn = h.logger.lines().filter((l) => l.level === 'warn').map((l) => l.message).join('\n');
    const debug = h.logger.lines().filter((l) => l.level === 'debug').map((l) => l.message).join('\n');
    expect(warn).toContain('UNTRUSTED_ORIGIN');
    expect(warn).not.toContain('evil.example');
    expect(debug).toContain('evil.example');
    expect(`${warn}\n${debug}`).not.toContain(CANARY);
  });

  test("with redirectMethod 'none' nothing navigates and the reason says so", async () => {
    const h = appHarness({ options: { redirectMethod: 'none' } });
    expect(await h.app.signOut()).toEqual({ navigated: false, reason: 'REDIRECT_METHOD_NONE' });
  });
});

describe('sign-in redirect outcome', () => {
  test('noRedirect: NOT_REQUESTED', async () => {
    const h = appHarness();
    const result = await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD, noRedirect: true });
    expect(result.ok && result.value.redirect).toEqual({ navigated: false, reason: 'NOT_REQUESTED' });
  });

  test('a trusted after_auth_return_to is honoured and reported', async () => {
    const h = appHarness({ page: 'http://localhost:5173/handler/sign-up?after_auth_return_to=%2Fteams%3Fx%3D1' });
    const result = await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(result.ok && result.value.redirect).toEqual({ navigated: true, url: 'http://localhost:5173/teams?x=1' });
  });

  test('an untrusted after_auth_return_to is skipped: the app goes to afterSignUp instead and says why', async () => {
    const h = appHarness({ page: 'http://localhost:5173/handler/sign-up?after_auth_return_to=https%3A%2F%2Fevil.example%2F%3Fcode%3Dcanary-code-77' });
    const result = await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(result.ok && result.value.redirect).toEqual({ navigated: true, url: 'http://localhost:5173/', returnToRefused: 'UNTRUSTED_ORIGIN' });
    const warn = h.logger.lines().filter((l) => l.level === 'warn').map((l) => l.message).join('\n');
    expect(warn).toContain('after_auth_return_to target is not trusted (UNTRUSTED_ORIGIN)');
    expect(warn).not.toContain('evil.example');
    expect(h.logger.lines().map((l) => l.message).join('\n')).not.toContain('canary-code-77');
  });
});

describe('the redirect policy chunk (loaded on the first redirect)', () => {
  afterEach(() => {
    jest.dontMock('../../../application/redirects/redirect-policy');
    jest.resetModules();
  });

  test('a failed load rejects with a NetworkError naming the part, never hangs; the next redirect loads it', async () => {
    let failing = true;
    jest.resetModules();
    jest.doMock('../../../application/redirects/redirect-policy', () => {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return jest.requireActual('../../../application/redirects/redirect-policy');
    });
    const { appHarness: isolatedHarness } = await import('./app-harness');
    const { NetworkError } = await import('../../../domain/errors/network-error');
    const h = isolatedHarness();
    const failed = await h.app.signOut({ redirectUrl: '/bye' }).then(() => null, (error: unknown) => error);
    expect(NetworkError.isInstance(failed)).toBe(true);
    expect((failed as Error).message).toContain('redirect policy');
    failing = false;
    expect(await h.app.signOut({ redirectUrl: '/bye' })).toEqual({ navigated: true, url: 'http://localhost:5173/bye' });
  });
});
