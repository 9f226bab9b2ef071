/**
 * Issue 23: the official SDK's client options `oauthScopesOnSignIn` (per-provider scopes merged into every OAuth sign-in,
 * not into linking) and `baseUrl` as `{ browser, server }` (the server side off the browser, both checked).
 */
import 'reflect-metadata';
import { createClientApp } from '../../../composition/entry-memory';
import { ConfigurationError } from '../../../domain/errors/configuration-error';
import { resolveClientRequestOptions } from '../../../application/core/request/client-request-options';
import { SEED } from '../../../emulator';
import { appHarness, DEMO_OPTIONS, uniqueEmail } from './app-harness';

const authorizeQuery = (h: ReturnType<typeof appHarness>): URLSearchParams =>
  new URLSearchParams(h.lastTo('GET', '/auth/oauth/authorize/github')!.query);

describe('oauthScopesOnSignIn', () => {
  test("a sign-in asks for the provider's scopes, merged with providerScope (each once); another provider gets none", async () => {
    const h = appHarness({ options: { oauthScopesOnSignIn: { github: ['repo', 'read:org'], google: ['drive'] } } });
    expect((await h.app.signInWithOAuth('github')).ok).toBe(true);
    expect(authorizeQuery(h).get('provider_scope')).toBe('repo read:org');
    expect((await h.app.signInWithOAuth('github', { providerScope: 'gist repo' })).ok).toBe(true);
    expect(authorizeQuery(h).get('provider_scope')).toBe('gist repo read:org');
  });

  test('linking a connected account is not a sign-in: only the scopes asked for there', async () => {
    const h = appHarness({ options: { oauthScopesOnSignIn: { github: ['repo'] } } });
    const signedUp = await h.app.signUpWithPassword({ email: uniqueEmail(), password: 'correct horse battery staple', noRedirect: true });
    expect(signedUp.ok).toBe(true);
    const user = await h.app.getUser({ or: 'throw' });
    expect((await user.linkConnectedAccount('github')).ok).toBe(true);
    expect(authorizeQuery(h).get('provider_scope')).toBeNull();
  });

  test.each([
    ['an array', ['repo']],
    ['a string per provider', { github: 'repo' }],
    ['a number in a list', { github: ['repo', 1] }],
  ])('%s is refused at creation with a ConfigurationError naming the option', (_label, value) => {
    expect(() => createClientApp({ ...DEMO_OPTIONS, oauthScopesOnSignIn: value as never }, {} as never)).toThrow(ConfigurationError);
    expect(() => createClientApp({ ...DEMO_OPTIONS, oauthScopesOnSignIn: value as never }, {} as never)).toThrow(/oauthScopesOnSignIn/);
  });
});

describe('baseUrl as { browser, server }', () => {
  const { projectId, publishableClientKey } = SEED.demo;
  const env = (kind: 'browser' | 'server') => ({ kind, variable: () => undefined });
  const both = { browser: 'https://auth.example.com', server: 'http://auth.internal:8102/api/v1' };

  test('a browser calls the browser side, a server the server side (normalised as a single URL is)', () => {
    expect(resolveClientRequestOptions({ projectId, publishableClientKey, accessType: 'client', baseUrl: both }, env('browser')).baseUrl).toBe('https://auth.example.com');
    expect(resolveClientRequestOptions({ projectId, publishableClientKey, accessType: 'client', baseUrl: both }, env('server')).baseUrl).toBe('http://auth.internal:8102');
  });

  test('an in-process (server-side) app reaches the API at the server side', async () => {
    const h = appHarness({ options: { baseUrl: { browser: 'https://never.example', server: 'http://emulator.test' } } });
    expect((await h.app.getProject()).id).toBe(projectId);
    expect(h.wire.length).toBeGreaterThan(0);
  });

  test.each([
    ['a bad browser side', { browser: 'ftp://x', server: 'http://ok.example' }, /baseUrl: browser: /],
    ['a bad server side', { browser: 'https://ok.example', server: 'https://x/?q=1' }, /baseUrl: server: /],
    ['a missing side', { browser: 'https://ok.example' }, /baseUrl: server: invalid type/],
    ['another key', { browser: 'https://ok.example', server: 'http://ok.example', edge: 'x' }, /baseUrl: edge: is not browser or server/],
  ])('%s is refused wherever the app runs (both sides are checked)', (_label, baseUrl, message) => {
    for (const kind of ['browser', 'server'] as const) {
      expect(() => resolveClientRequestOptions({ projectId, publishableClientKey, accessType: 'client', baseUrl: baseUrl as never }, env(kind))).toThrow(message);
    }
  });
});
