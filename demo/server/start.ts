/**
 * startDemo: the emulator and the demo app on one origin of 127.0.0.1 (reached as http://localhost:<port>, which the
 * demo project trusts and where passkeys work), or the demo alone against the hosted service.
 */
import { attachStateFile, createEmulator, SEED, startEmulatorServer, type Emulator, type RunningServer, type StateFile } from '../../emulator';
import type { ServerApp } from '../../composition/entry-memory';
import type { DemoConfig } from '../app/config';
import { demoSite } from './site';

export interface DemoOptions {
  /** The demo app's bundle (demo/app/main.tsx), served at /app.js; scripts/start-demo.mjs builds it. */
  readonly script: string;
  readonly port?: number;
  readonly host?: string;
  /** `--data <file>`: the emulator's state, loaded at start and saved before every answer (emulator/state/state-file.ts). */
  readonly dataFile?: string;
  /** `--trust <origin>`: more trusted origins on the demo project (emulator/dev/trusted-domains.ts). */
  readonly trust?: readonly string[];
  /** The hosted API (PORTCULLIS_DEMO_API_URL): no emulator, no Emulator panel; your project's id and publishable key. */
  readonly hosted?: { readonly baseUrl: string; readonly projectId: string; readonly publishableClientKey: string };
}

export interface RunningDemo {
  /** The URL to open. */
  readonly url: string;
  readonly emulator: Emulator;
  readonly server: RunningServer;
  /** The state file when started with `dataFile`. */
  readonly stateFile: StateFile | undefined;
  close(): Promise<void>;
}

export async function startDemo(options: DemoOptions): Promise<RunningDemo> {
  const { script } = options;
  const emulator = createEmulator();
  const stateFile = options.dataFile === undefined || options.hosted !== undefined ? undefined : attachStateFile(emulator, options.dataFile);
  emulator.trustDomains(options.trust ?? []); // after the state load, so a saved demo project gets them too
  const { projectId, publishableClientKey, secretServerKey } = SEED.demo;
  const port = options.port ?? 8102;
  // The server app (its container and the client's modules, ~0.1 s) is loaded on the first permission change, not at
  // start. Loaded after the emulator in any case: evaluated first in one bundle, the client's modules would reach the
  // domain through a different import order than the emulator's, and the emulator's schemas would read constants not
  // yet initialised.
  let serverApp: Promise<ServerApp> | undefined;
  const server = options.hosted === undefined
    ? () => (serverApp ??= import('../../composition/entry-memory').then(({ createServerApp }) => createServerApp({ projectId, publishableClientKey, secretServerKey }, { handler: emulator.handler })))
    : undefined;
  const site = (config: DemoConfig) => demoSite({ script, config, server });
  let config: DemoConfig = options.hosted === undefined
    ? { baseUrl: '', projectId, publishableClientKey, emulator: true }
    : { ...options.hosted, emulator: false };
  let serve = site(config);
  const http = await startEmulatorServer({
    emulator, port, host: options.host ?? '127.0.0.1', site: (request) => serve(request), ...(stateFile === undefined ? {} : { persist: stateFile }),
  });
  const url = http.url.replace('127.0.0.1', 'localhost');
  if (options.hosted === undefined) {
    // The page talks to the emulator on its own origin.
    config = { ...config, baseUrl: url };
    serve = site(config);
    emulator.setApiUrl(url);
    emulator.setDemoUrl(url); // the emulator's index page (/emulator/) links the demo
  }
  await stateFile?.flush(); // written at start: a path that cannot be saved to shows now, not at shutdown
  return { url, emulator, server: http, stateFile, close: () => http.close() };
}
