/** Composition roots (Node and in-process): every BindingMap key resolves, options are validated once, stores per option. */
// Through the package entry, which loads reflect-metadata before anything else.
import { BINDING_KEYS, createMemoryContainer, createNodeContainer, type PortcullisContainer } from '../../composition/entry-node';
import { NodeEnvironmentAdapter } from '../../adapters/environment/node-environment.adapter';
import { MemoryTokenStoreAdapter } from '../../adapters/token-store/memory-token-store.adapter';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { ClientOptions } from '../../application/options/client-options';
import { SEED } from '../../emulator';

const DEMO: ClientOptions = { projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey };
const handler = async (): Promise<Response> => new Response('{}', { status: 200 });
const containers: PortcullisContainer[] = [];
const track = (c: PortcullisContainer): PortcullisContainer => (containers.push(c), c);
afterEach(() => containers.splice(0).forEach((c) => c.unbindAll()));

/** Runs `build` and returns the ConfigurationError it threw (fails the test when it threw anything else). */
function configurationErrorOf(build: () => unknown): ConfigurationError {
  try {
    build();
  } catch (error) {
    expect(ConfigurationError.isInstance(error)).toBe(true);
    return error as ConfigurationError;
  }
  throw new Error('expected a ConfigurationError');
}

const roots: [string, (options: ClientOptions) => PortcullisContainer][] = [
  ['memory', (options) => createMemoryContainer(options, { handler })],
  ['node', (options) => createNodeContainer(options)],
];

describe.each(roots)('%s container', (_name, create) => {
  test('resolves every BindingMap key, in singleton scope', () => {
    const container = track(create(DEMO));
    for (const key of Object.values(BINDING_KEYS)) {
      expect(container.isBound(key)).toBe(true);
      expect(container.get(key)).toBeDefined();
      expect(container.get(key)).toBe(container.get(key));
    }
  });

  test('wires the engine to the bound store, options and layer', () => {
    const container = track(create({ ...DEMO, validityWindowMs: 30_000 }));
    expect(container.get(BINDING_KEYS.SessionManagerOptions)).toEqual({ validityWindowMs: 30_000, refreshTimeoutMs: 60_000 });
    const options = container.get(BINDING_KEYS.RequestLayer).options;
    expect(options).toBe(container.get(BINDING_KEYS.RequestOptions));
    expect(options).toMatchObject({ projectId: SEED.demo.projectId, accessType: 'client' });
    container.get(BINDING_KEYS.SessionManager).signIn({ refreshToken: 'rt', accessToken: null });
    expect(container.get(BINDING_KEYS.TokenStorePort).get()).toEqual({ refreshToken: 'rt', accessToken: null });
  });

  test('a missing project id gives the setup message, naming the option and its variables', () => {
    const error = configurationErrorOf(() => create({ tokenStore: 'memory' }));
    expect(error.message).toMatch(/^Welcome to Portcullis!/);
    for (const name of ['`projectId`', 'STACK_PROJECT_ID', 'NEXT_PUBLIC_STACK_PROJECT_ID']) expect(error.message).toContain(name);
    expect(error.issues.map((i) => i.path)).toEqual(['projectId']);
  });

  test('the publishable key is optional (a project may not require one): none given or empty, requests carry none', () => {
    for (const key of [undefined, '']) {
      const container = track(create({ projectId: SEED.demo.projectId, ...(key === undefined ? {} : { publishableClientKey: key }) }));
      const options = container.get(BINDING_KEYS.RequestOptions);
      expect(options).toMatchObject({ projectId: SEED.demo.projectId, accessType: 'client' });
      expect(options.publishableClientKey).toBeUndefined();
    }
  });

  test.each([
    ['a project id that is not a UUID', { projectId: 'demo' }, 'projectId'],
    ['an unknown option', { projectId: SEED.demo.projectId, colour: 'red' }, ''],
    ['a relative base URL', { baseUrl: '/api' }, 'baseUrl'],
    ['a token store of the wrong kind', { tokenStore: 42 }, 'tokenStore'],
    ['a validity window of a minute', { validityWindowMs: 60_000 }, undefined],
  ])('%s is a ConfigurationError', (_case, bad, path) => {
    const error = configurationErrorOf(() => create({ ...DEMO, ...(bad as ClientOptions) }));
    if (path !== undefined) expect(error.issues.map((i) => i.path)).toContain(path);
  });

  test('explicit tokens and custom stores are used as given', () => {
    const explicit = track(create({ ...DEMO, tokenStore: { refreshToken: 'rt-1', accessToken: 'at-1' } }));
    expect(explicit.get(BINDING_KEYS.TokenStorePort).get()).toEqual({ refreshToken: 'rt-1', accessToken: 'at-1' });
    const custom = new MemoryTokenStoreAdapter({ refreshToken: 'rt-2', accessToken: null });
    expect(track(create({ ...DEMO, tokenStore: custom })).get(BINDING_KEYS.TokenStorePort)).toBe(custom);
  });

  test('the access type follows the strongest credential given', () => {
    const server = track(create({ ...DEMO, secretServerKey: SEED.demo.secretServerKey }));
    expect(server.get(BINDING_KEYS.RequestOptions).accessType).toBe('server');
    const admin = track(create({ projectId: SEED.demo.projectId, superSecretAdminKey: SEED.demo.superSecretAdminKey }));
    expect(admin.get(BINDING_KEYS.RequestOptions)).toMatchObject({ accessType: 'admin' });
  });
});

describe('memory container', () => {
  test('reads the project id and key through the EnvironmentPort when not given as options', () => {
    const environment = new NodeEnvironmentAdapter({
      NEXT_PUBLIC_STACK_PROJECT_ID: SEED.demo.projectId, STACK_PUBLISHABLE_CLIENT_KEY: SEED.demo.publishableClientKey,
    });
    const container = track(createMemoryContainer({}, { handler, environment }));
    expect(container.get(BINDING_KEYS.RequestOptions)).toMatchObject({
      projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: 'http://127.0.0.1:8102',
    });
    expect(container.get(BINDING_KEYS.EnvironmentPort)).toBe(environment);
  });

  test('a server access type takes the secret key from the environment, and names it when it is missing', () => {
    const environment = new NodeEnvironmentAdapter({ STACK_SECRET_SERVER_KEY: SEED.demo.secretServerKey });
    const container = track(createMemoryContainer({ ...DEMO, accessType: 'server' }, { handler, environment }));
    expect(container.get(BINDING_KEYS.RequestOptions).secretServerKey).toBe(SEED.demo.secretServerKey);
    const error = configurationErrorOf(() => createMemoryContainer({ ...DEMO, accessType: 'server' }, { handler }));
    expect(error.message).toContain('`secretServerKey`');
    expect(error.message).toContain('STACK_SECRET_SERVER_KEY');
  });

  test('a client app does not pick up a secret key from the environment', () => {
    const environment = new NodeEnvironmentAdapter({ STACK_SECRET_SERVER_KEY: SEED.demo.secretServerKey });
    const container = track(createMemoryContainer(DEMO, { handler, environment }));
    expect(container.get(BINDING_KEYS.RequestOptions).accessType).toBe('client');
    expect(container.get(BINDING_KEYS.RequestOptions).secretServerKey).toBeUndefined();
  });

  test('each container has its own singletons', () => {
    const a = track(createMemoryContainer(DEMO, { handler }));
    const b = track(createMemoryContainer(DEMO, { handler }));
    expect(a.get(BINDING_KEYS.SessionManager)).not.toBe(b.get(BINDING_KEYS.SessionManager));
    expect(a.get(BINDING_KEYS.TokenStorePort)).not.toBe(b.get(BINDING_KEYS.TokenStorePort));
  });
});

describe('node container', () => {
  const requestWith = (tokens: object) => ({ headers: new Headers({ 'x-stack-auth': JSON.stringify(tokens) }) });

  test('a request given to the root is that container\'s session; another request gets another container and store', () => {
    const first = track(createNodeContainer(DEMO, requestWith({ refreshToken: 'rt-a', accessToken: 'at-a' })));
    const second = track(createNodeContainer(DEMO, { headers: { cookie: `stack-refresh-${SEED.demo.projectId}=rt-b` } }));
    expect(first.get(BINDING_KEYS.TokenStorePort).get()).toEqual({ refreshToken: 'rt-a', accessToken: 'at-a' });
    expect(second.get(BINDING_KEYS.TokenStorePort).get()).toEqual({ refreshToken: 'rt-b', accessToken: null });
    first.get(BINDING_KEYS.SessionManager).invalidate();
    expect(second.get(BINDING_KEYS.TokenStorePort).get().refreshToken).toBe('rt-b');
  });

  test('a request-like token store option works too; cookies need a browser', () => {
    const container = track(createNodeContainer({ ...DEMO, tokenStore: requestWith({ refreshToken: 'rt-c' }) }));
    expect(container.get(BINDING_KEYS.TokenStorePort).get()).toEqual({ refreshToken: 'rt-c', accessToken: null });
    const error = configurationErrorOf(() => createNodeContainer({ ...DEMO, tokenStore: 'cookie' }));
    expect(error.message).toContain('pass the incoming request');
  });
});
