/** createClientApp / createServerApp / createAdminApp from the Node and in-process entries; options; the prefetch census. */
import 'reflect-metadata';
import { BrowserEnvironmentAdapter } from '../../adapters/environment/browser-environment.adapter';
import { MemoryLoggerAdapter } from '../../adapters/logger/memory-logger.adapter';
import { AdminApp } from '../../application/apps/admin-app';
import { ClientApp } from '../../application/apps/client-app';
import { ServerApp } from '../../application/apps/server-app';
import * as memory from '../../composition/entry-memory';
import * as node from '../../composition/entry-node';
import { BINDING_KEYS, createMemoryContainer } from '../../composition/entry-memory';
import { clientAppOf } from '../../composition/create-apps';
import { PrefetchCensus } from '../../composition/prefetch-census';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { createEmulator, SEED } from '../../emulator';

const DEMO = { projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey };

test('in-process: the three apps, composed not inherited', async () => {
  const { handler } = createEmulator();
  const client = memory.createClientApp(DEMO, { handler });
  const server = memory.createServerApp({ ...DEMO, secretServerKey: SEED.demo.secretServerKey }, { handler });
  const admin = memory.createAdminApp({ projectId: SEED.demo.projectId, superSecretAdminKey: SEED.demo.superSecretAdminKey }, { handler });
  expect(client).toBeInstanceOf(ClientApp);
  expect(server).toBeInstanceOf(ServerApp);
  expect(server.client).toBeInstanceOf(ClientApp);
  expect(admin).toBeInstanceOf(AdminApp);
  expect(admin.server).toBeInstanceOf(ServerApp);
  expect(admin.client).toBe(admin.server.client);
  expect(server).not.toBeInstanceOf(ClientApp);
  expect((await admin.client.getProject()).id).toBe(SEED.demo.projectId);
});

test('Node: apps build from options; the setup message names a missing key', () => {
  expect(node.createClientApp(DEMO).urls.signIn).toBe('/handler/sign-in');
  expect(node.createServerApp({ ...DEMO, secretServerKey: 'ssk_x' }).projectId).toBe(SEED.demo.projectId);
  expect(() => node.createServerApp(DEMO)).toThrow(ConfigurationError);
});

test('options: urls, redirectMethod and noAutomaticPrefetch are validated and resolved', () => {
  const { handler } = createEmulator();
  const container = createMemoryContainer({ ...DEMO, urls: { handler: '/auth', afterSignIn: '/home' } }, { handler });
  expect(container.get(BINDING_KEYS.AppOptions)).toMatchObject({
    projectId: SEED.demo.projectId, redirectMethod: 'none', noAutomaticPrefetch: false,
    urls: { signIn: '/auth/sign-in', afterSignIn: '/home', afterSignUp: '/home', afterSignOut: '/' },
  });
  const bad = { ...DEMO, urls: { signIn: '' }, redirectMethod: 'teleport' } as unknown as memory.ClientOptions;
  expect(() => createMemoryContainer(bad, { handler })).toThrow(/urls\.signIn.*redirectMethod/);
});

test('the census warns once more than 10 browser apps prefetch automatically; noAutomaticPrefetch and servers do not count', () => {
  const { handler } = createEmulator();
  const census = new PrefetchCensus();
  const logger = new MemoryLoggerAdapter();
  const environment = new BrowserEnvironmentAdapter({});
  const build = (noAutomaticPrefetch: boolean) => clientAppOf(createMemoryContainer({ ...DEMO, noAutomaticPrefetch }, { handler, logger, environment }), census);
  for (let i = 0; i < 10; i++) build(false);
  build(true);
  clientAppOf(createMemoryContainer(DEMO, { handler, logger }), census);
  expect(logger.lines()).toEqual([]);
  build(false);
  expect(census.count).toBe(11);
  expect(logger.lines().map((l) => l.message)).toEqual([expect.stringMatching(/11 client apps with automatic prefetch/)]);
});
