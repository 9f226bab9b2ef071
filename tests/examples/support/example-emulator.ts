/**
 * startExampleEmulator: the emulator in this process on 127.0.0.1 (a free port), with the demo project's keys an
 * example is configured with. 127.0.0.1 and localhost on any port are trusted redirect targets of the demo project
 * (allow localhost), so an example served there needs no `--trust`; `trust` adds any other origin, as the CLI flag does.
 */
import { SEED, startEmulatorServer, type RunningServer } from '../../../emulator';

export interface ExampleEmulator {
  readonly url: string;
  readonly projectId: string;
  readonly publishableClientKey: string;
  readonly secretServerKey: string;
  readonly server: RunningServer;
  close(): Promise<void>;
}

export async function startExampleEmulator(options: { readonly trust?: readonly string[] } = {}): Promise<ExampleEmulator> {
  const server = await startEmulatorServer({ port: 0 });
  if (options.trust !== undefined && options.trust.length > 0) server.emulator.trustDomains(options.trust);
  return {
    url: server.url,
    projectId: SEED.demo.projectId,
    publishableClientKey: SEED.demo.publishableClientKey,
    secretServerKey: SEED.demo.secretServerKey,
    server,
    close: () => server.close(),
  };
}
