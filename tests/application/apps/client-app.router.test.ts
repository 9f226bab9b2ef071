/**
 * A router as redirectMethod (`{ navigate }`, or the hook form `{ useNavigate }`, whose navigate a UI binding installs
 * with app.setRouterNavigate): same-origin trusted targets reach it as paths, other trusted origins go through the
 * window, untrusted ones nowhere; the hook form with nothing installed is a ConfigurationError when a redirect needs it.
 */
import 'reflect-metadata';
import { ConfigurationError } from '../../../domain/errors/configuration-error';
import { SEED } from '../../../emulator';
import { appHarness, PASSWORD, uniqueEmail } from './app-harness';

const DEMO_PROJECT_ID = SEED.demo.projectId;

describe('a router as redirectMethod ({ navigate } or the hook form { useNavigate })', () => {
  const HOSTED = `https://${DEMO_PROJECT_ID}.built-with-stack-auth.com/handler/sign-in`;

  test('same-origin targets reach the router as paths (no window navigation): after sign-up, after_auth_return_to, sign-out', async () => {
    const routed: string[] = [];
    const h = appHarness({
      page: 'http://localhost:5173/handler/sign-up?after_auth_return_to=%2Fteams%3Fx%3D1%23top',
      options: { redirectMethod: { navigate: (url) => void routed.push(url) } },
    });
    const up = await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(up.ok && up.value.redirect).toEqual({ navigated: true, url: 'http://localhost:5173/teams?x=1#top' });
    expect(await h.app.signOut({ redirectUrl: 'http://localhost:5173/bye?see=you' })).toMatchObject({ navigated: true });
    expect(routed).toEqual(['/teams?x=1#top', '/bye?see=you']);
    expect(h.navigation.visits).toEqual([]);
  });

  test("another trusted origin (the project's hosted handler) goes through the window; an untrusted one nowhere", async () => {
    const routed: string[] = [];
    const h = appHarness({ options: { redirectMethod: { navigate: (url) => void routed.push(url) } } });
    expect(await h.app.signOut({ redirectUrl: HOSTED })).toEqual({ navigated: true, url: HOSTED });
    expect(h.navigation.visits.map((v) => v.url)).toEqual([HOSTED]);
    expect(await h.app.signOut({ redirectUrl: 'https://evil.example/x' })).toEqual({ navigated: false, reason: 'UNTRUSTED_ORIGIN' });
    expect(routed).toEqual([]);
  });

  test('the hook form: a redirect with no navigate installed is a ConfigurationError; installed, the router gets the path', async () => {
    const useNavigate = (): ((url: string) => void) => () => undefined;
    const h = appHarness({ options: { redirectMethod: { useNavigate } } });
    expect(h.app.routerHook).toBe(useNavigate);
    await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD, noRedirect: true });
    const error = await h.app.signOut().then(() => null, (e: unknown) => e);
    expect(ConfigurationError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('redirectMethod { useNavigate } needs <PortcullisProvider');
    // The sign-out itself happened: only its navigation needed the router.
    await expect(h.app.getUser()).resolves.toBeNull();
    const routed: string[] = [];
    h.app.setRouterNavigate((url) => void routed.push(url));
    expect(await h.app.signOut({ redirectUrl: '/bye' })).toEqual({ navigated: true, url: 'http://localhost:5173/bye' });
    expect(routed).toEqual(['/bye']);
    h.app.setRouterNavigate(null);
    await expect(h.app.signOut()).rejects.toThrow(/useNavigate/);
    expect(h.navigation.visits).toEqual([]);
  });

  test('routerHook is null for an app without the hook form; installing a navigate there does nothing', async () => {
    const routed: string[] = [];
    const h = appHarness();
    expect(h.app.routerHook).toBeNull();
    h.app.setRouterNavigate((url) => void routed.push(url));
    await h.app.signOut({ redirectUrl: '/bye' });
    expect(routed).toEqual([]);
    expect(h.navigation.visits.map((v) => v.url)).toEqual(['http://localhost:5173/bye']);
  });

  test('an object with neither navigate nor useNavigate is refused when the app is created', () => {
    expect(() => appHarness({ options: { redirectMethod: { useNavigate: 'yes' } as never } })).toThrow(/\{ navigate\(url\) \} or \{ useNavigate \}/);
  });
});
