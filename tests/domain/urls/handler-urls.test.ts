/** Handler URL defaults, callback URLs and the client redirect rule (domain/urls). */
import { absoluteCallbackUrl, returnTargetOf, withReturnTarget } from '../../../domain/urls/callback-url';
import { decideClientRedirect, hostedHandlerOrigin } from '../../../domain/urls/client-redirect';
import { handlerUrlsIssues, resolveHandlerUrls } from '../../../domain/urls/handler-urls';

const PROJECT = '47963024-e528-46df-87fd-93705e3589ef';

describe('resolveHandlerUrls', () => {
  test('defaults of spec §2', () => {
    expect(resolveHandlerUrls()).toEqual({
      handler: '/handler', home: '/', afterSignIn: '/', afterSignUp: '/', afterSignOut: '/',
      signIn: '/handler/sign-in', signUp: '/handler/sign-up', signOut: '/handler/sign-out', emailVerification: '/handler/email-verification',
      passwordReset: '/handler/password-reset', forgotPassword: '/handler/forgot-password', oauthCallback: '/handler/oauth-callback',
      magicLinkCallback: '/handler/magic-link-callback', accountSettings: '/handler/account-settings', teamInvitation: '/handler/team-invitation',
      mfa: '/handler/mfa', error: '/handler/error', onboarding: '/handler/onboarding',
    });
  });

  test('pages follow the handler base; afterSignUp follows afterSignIn; afterSignOut follows home', () => {
    const urls = resolveHandlerUrls({ handler: '/auth/', home: '/app', afterSignIn: '/dash', signIn: 'https://login.example.com/' });
    expect(urls).toMatchObject({ signUp: '/auth/sign-up', signIn: 'https://login.example.com/', afterSignUp: '/dash', afterSignOut: '/app' });
  });

  test.each([
    [undefined, 0], [{ signIn: '/x' }, 0], [{ nope: '/x' }, 1], [{ signIn: '' }, 1], [{ signIn: 3 }, 1], ['str', 1],
  ])('issues of %p', (input, count) => {
    expect(handlerUrlsIssues(input)).toHaveLength(count);
  });
});

describe('callback URLs', () => {
  test.each([
    ['/handler/x', 'https://app.example/page#h', 'https://app.example/handler/x'],
    ['/cb#frag', 'https://app.example/p?after_auth_return_to=%2Fback', 'https://app.example/cb?after_auth_return_to=%2Fback'],
    ['https://other.example/cb?a=1#h', null, 'https://other.example/cb?a=1'],
    ['/relative', null, null],
  ])('absoluteCallbackUrl(%p, %p)', (target, page, expected) => {
    expect(absoluteCallbackUrl(target, page)).toBe(expected);
  });

  test('returnTargetOf and withReturnTarget', () => {
    expect(returnTargetOf('https://a.example/x?after_auth_return_to=%2Fy')).toBe('/y');
    expect(returnTargetOf('https://a.example/x?after_auth_return_to=')).toBeNull();
    expect(returnTargetOf(null)).toBeNull();
    expect(withReturnTarget('/handler/sign-in', 'https://a.example/s?t=1#h')).toBe('/handler/sign-in?after_auth_return_to=%2Fs%3Ft%3D1%23h');
    expect(withReturnTarget('/in?x=1#k', 'https://a.example/')).toBe('/in?x=1&after_auth_return_to=%2F#k');
    expect(withReturnTarget('/in', null)).toBe('/in');
    // A page carrying its own return target passes that one on (official SDK: sign-in → sign-up keeps the destination).
    expect(withReturnTarget('/handler/sign-up', 'https://a.example/handler/sign-in?after_auth_return_to=%2Fdash%3Fx%3D1'))
      .toBe('/handler/sign-up?after_auth_return_to=%2Fdash%3Fx%3D1');
  });
});

describe('decideClientRedirect', () => {
  const page = 'https://app.example/handler/sign-in';

  // Rule 1 holds on every path of the client's rule, including a server's custom navigate (no page).
  test.each([
    ['a path without a page', (n: number) => `/${'a'.repeat(n - 1)}`, null],
    ['a path on the page', (n: number) => `/${'a'.repeat(n - 1)}`, page],
    ['the hosted handler without a page', (n: number) => `${hostedHandlerOrigin(PROJECT)}/${'a'.repeat(n - hostedHandlerOrigin(PROJECT).length - 1)}`, null],
    ['the page\'s own origin', (n: number) => `https://app.example/${'a'.repeat(n - 'https://app.example/'.length)}`, page],
  ] as const)('%s: 2048 characters trusted, 2049 refused as TOO_LONG', (_kind, of, pageUrl) => {
    expect(of(2048)).toHaveLength(2048);
    expect(decideClientRedirect(of(2048), pageUrl, PROJECT).trusted).toBe(true);
    expect(decideClientRedirect(of(2049), pageUrl, PROJECT)).toEqual({ trusted: false, reason: 'TOO_LONG' });
  });
  test.each([
    ['/dashboard', page, 'https://app.example/dashboard'],
    ['https://app.example/x', page, 'https://app.example/x'],
    [`${hostedHandlerOrigin(PROJECT)}/handler/sign-in`, page, `${hostedHandlerOrigin(PROJECT)}/handler/sign-in`],
    ['/dashboard', null, '/dashboard'],
    // No page: the path is passed on normalised (rule 5), not as written.
    ['/a/../b?q=1#h', null, '/b?q=1#h'],
    ['/caf\u00e9 menu'.replace(' ', ''), null, '/caf%C3%A9menu'],
  ])('trusts %p on %p', (target, pageUrl, url) => {
    expect(decideClientRedirect(target, pageUrl, PROJECT)).toEqual({ trusted: true, url });
  });

  test.each([
    ['https://evil.example/', page], ['//evil.example/', page], ['javascript:alert(1)', page], ['http://localhost:3000/', page],
    ['https://app.example.evil.example/', page], ['/x\\y', null], ['https://app.example/', null], ['relative', page],
  ])('refuses %p on %p', (target, pageUrl) => {
    expect(decideClientRedirect(target, pageUrl, PROJECT).trusted).toBe(false);
  });

  test.each([['/..//evil.example/x'], ['/a/..//evil.example'], ['/./%2e%2e//evil.example']])(
    'without a page, %p (a path that normalises to //…) is refused as PROTOCOL_RELATIVE', (target) => {
      expect(decideClientRedirect(target, null, PROJECT)).toEqual({ trusted: false, reason: 'PROTOCOL_RELATIVE' });
    });
});
