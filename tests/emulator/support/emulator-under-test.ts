/** The emulator a suite talks to: its in-process handler, or the same instance behind node:http on 127.0.0.1 (PORTCULLIS_EMULATOR_TRANSPORT=http). */
import { createEmulator, startEmulatorServer, type Emulator, type EmulatorOptions, type RunningServer } from '../../../emulator';
import type { Handler } from '../helpers';

export type Transport = 'in-process' | 'http';

/** The environment variable that selects the transport (`http`; anything else = in-process). */
export const TRANSPORT_ENV = 'PORTCULLIS_EMULATOR_TRANSPORT';

export const transport = (): Transport => (process.env[TRANSPORT_ENV] === 'http' ? 'http' : 'in-process');

export interface EmulatorUnderTest {
  /** The instance itself: tests read `emu.outbox`, move `emu.clock`, reach `emu.core`. */
  emu: Emulator;
  /** `(Request) => Promise<Response>` over the selected transport. */
  h: Handler;
  transport: Transport;
}

/** Servers started by this test file; all closed once the file is done. */
const servers = new Set<Promise<RunningServer>>();
afterAll(async () => {
  const open = [...servers];
  servers.clear();
  await Promise.all(open.map(async (s) => (await s).close()));
});

/** A fresh emulator and the handler to drive it with. */
export function emulatorUnderTest(options: EmulatorOptions = {}): EmulatorUnderTest {
  const emu = createEmulator(options);
  return { emu, h: handlerFor(emu), transport: transport() };
}

/** The handler of an existing emulator over the selected transport. */
export const handlerFor = (emu: Emulator): Handler => (transport() === 'http' ? overHttp(emu) : emu.handler);

/**
 * Forwards each request to a server on 127.0.0.1 (port 0) serving `emu`, started on first use. The emulator's
 * apiUrl is kept, so links and token issuers are the same on both transports. Redirects are returned, not followed.
 */
export function overHttp(emu: Emulator): Handler {
  let server: Promise<RunningServer> | null = null;
  return async (request) => {
    if (server === null) {
      server = startEmulatorServer({ port: 0, emulator: emu, apiUrl: emu.core.apiUrl });
      servers.add(server);
    }
    return forward(request, (await server).url);
  };
}

async function forward(request: Request, base: string): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await request.arrayBuffer() : undefined;
  return fetch(`${base}${pathname}${search}`, {
    method: request.method, headers: request.headers, redirect: 'manual',
    ...(body === undefined || body.byteLength === 0 ? {} : { body }),
  });
}
