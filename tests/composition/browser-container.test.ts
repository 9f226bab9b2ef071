/**
 * @jest-environment jsdom
 */
/** Browser composition root under jsdom: every BindingMap key resolves; cookies by default; no secrets in a browser. */
import '../support/jsdom-web-globals';
import { CookieTokenStoreAdapter } from '../../adapters/token-store/cookie-token-store.adapter';
import { MemoryTokenStoreAdapter } from '../../adapters/token-store/memory-token-store.adapter';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { BINDING_KEYS, createBrowserContainer, type PortcullisContainer } from '../../composition/entry-browser';

// Literals, not SEED: the emulator's modules need Node globals that jsdom hides.
const PROJECT_ID = '47963024-e528-46df-87fd-93705e3589ef';
const DEMO = { projectId: PROJECT_ID, publishableClientKey: 'pck_test' };
const containers: PortcullisContainer[] = [];
const track = (c: PortcullisContainer): PortcullisContainer => (containers.push(c), c);
afterEach(() => containers.splice(0).forEach((c) => c.unbindAll()));

test('resolves every BindingMap key, with the cookie store over document.cookie by default', () => {
  const container = track(createBrowserContainer(DEMO));
  for (const key of Object.values(BINDING_KEYS)) {
    expect(container.isBound(key)).toBe(true);
    expect(container.get(key)).toBe(container.get(key));
  }
  expect(container.get(BINDING_KEYS.TokenStorePort)).toBeInstanceOf(CookieTokenStoreAdapter);
  expect(container.get(BINDING_KEYS.EnvironmentPort).kind).toBe('browser');
  container.get(BINDING_KEYS.SessionManager).signIn({ refreshToken: 'rt-cookie', accessToken: null });
  // jsdom serves http://localhost: no __Host- prefix without https.
  expect(document.cookie).toContain(`stack-refresh-${PROJECT_ID}--default=`);
  container.get(BINDING_KEYS.SessionManager).invalidate();
  expect(document.cookie).not.toContain('rt-cookie');
});

test('memory and explicit stores on request', () => {
  expect(track(createBrowserContainer({ ...DEMO, tokenStore: 'memory' })).get(BINDING_KEYS.TokenStorePort)).toBeInstanceOf(MemoryTokenStoreAdapter);
  const explicit = track(createBrowserContainer({ ...DEMO, tokenStore: { refreshToken: 'rt' } }));
  expect(explicit.get(BINDING_KEYS.TokenStorePort).get()).toEqual({ refreshToken: 'rt', accessToken: null });
});

test('build-time variables stand in for the environment', () => {
  const container = track(createBrowserContainer({}, {
    variables: { NEXT_PUBLIC_STACK_PROJECT_ID: PROJECT_ID, NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: 'pck_from_build' },
  }));
  expect(container.get(BINDING_KEYS.RequestOptions)).toMatchObject({ projectId: PROJECT_ID, publishableClientKey: 'pck_from_build' });
});

test('the setup message without a project id; secret keys refused', () => {
  expect(() => createBrowserContainer({ publishableClientKey: 'pck_test' })).toThrow(/NEXT_PUBLIC_STACK_PROJECT_ID/);
  let error: unknown;
  try {
    createBrowserContainer({ ...DEMO, secretServerKey: 'ssk_secret' });
  } catch (e) {
    error = e;
  }
  expect(ConfigurationError.isInstance(error)).toBe(true);
  expect((error as Error).message).toContain('must only be used on a server');
  expect((error as Error).message).not.toContain('ssk_secret');
});
