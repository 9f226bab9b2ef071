/**
 * Test harness for the app facades: a fresh emulator on a fake clock shared with the client, a handler wrapper
 * that records what went over the wire, a memory navigation adapter (page + redirects) and a memory logger.
 */
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { callAsServer } from '../../../emulator/dev/server-call';
import { MemoryLoggerAdapter } from '../../../adapters/logger/memory-logger.adapter';
import { MemoryCookieAdapter } from '../../../adapters/cookies/memory-cookie.adapter';
import { MemorySessionStorageAdapter } from '../../../adapters/session-storage/memory-session-storage.adapter';
import type { WebAuthnPort } from '../../../ports/webauthn.port';
import { MemoryNavigationAdapter } from '../../../adapters/navigation/memory-navigation.adapter';
import { SeededRandomAdapter } from '../../../adapters/random/seeded-random.adapter';
import { createClientApp, type ClientOptions } from '../../../composition/entry-memory';
import { createEmulator, SEED, type EmulatorOptions } from '../../../emulator';
import { Secret, TOTP } from 'otpauth';

export const DEMO_OPTIONS: ClientOptions = { projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey };
/** A page on the demo project's trusted domain. */
export const PAGE = 'http://localhost:5173/handler/sign-in';
export const T0 = Date.UTC(2025, 5, 2, 9, 0, 0);
export const PASSWORD = 'correct horse battery staple';

/** One request as the emulator received it. */
export interface WireRecord {
  readonly method: string;
  /** Path under /api/v1. */
  readonly path: string;
  readonly query: string;
  /** Lower-cased names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** JSON bodies as values; a form body (the OAuth token refresh) as its fields; no body as null. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

let emailCounter = 0;
export const uniqueEmail = (prefix = 'app'): string => `${prefix}-${++emailCounter}@example.com`;

export interface HarnessOptions {
  /** The page the app runs on; null = no page (a server). */
  readonly page?: string | null;
  readonly options?: ClientOptions;
  /** Default: 'window' (navigate through the memory adapter). */
  readonly noNavigation?: boolean;
  /** Passkey ceremonies (e.g. a software authenticator); unsupported by default. */
  readonly webauthn?: WebAuthnPort;
}

/**
 * A fresh emulator on `clock` behind a handler that records every request it receives (method, path under
 * /api/v1, query, headers, parsed body): the wire every harness inspects.
 */
export function recordingEmulator(clock: FakeClockAdapter, options: Omit<EmulatorOptions, 'now'> = {}) {
  // One clock for both sides: advancing it expires codes and keys on the server and tokens on the client alike.
  const emulator = createEmulator({ ...options, now: () => clock.now() });
  const wire: WireRecord[] = [];
  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    wire.push({
      method: request.method, path: url.pathname.replace(/^\/api\/v1/, ''), query: url.search,
      headers: Object.fromEntries(request.headers), body: parseBody(text),
    });
    return emulator.handler(request);
  };
  const requestsTo = (method: string, path: string): WireRecord[] => wire.filter((r) => r.method === method && r.path === path);
  /** The last request `method path`; fails the test when there was none. */
  const lastTo = (method: string, path: string): WireRecord => {
    const found = requestsTo(method, path).at(-1);
    if (found === undefined) throw new Error(`no ${method} ${path} on the wire`);
    return found;
  };
  return { emulator, wire, handler, requestsTo, lastTo };
}

export function appHarness(harness: HarnessOptions = {}) {
  const clock = new FakeClockAdapter(T0);
  const { emulator, wire, handler, requestsTo } = recordingEmulator(clock);
  const navigation = new MemoryNavigationAdapter(harness.page === undefined ? PAGE : harness.page);
  const logger = new MemoryLoggerAdapter();
  const cookies = new MemoryCookieAdapter(clock);
  const sessionStorage = new MemorySessionStorageAdapter();
  const browserStorage = new MemorySessionStorageAdapter();
  const app = createClientApp({ ...DEMO_OPTIONS, ...harness.options }, {
    handler, clock, logger, cookies, sessionStorage, browserStorage, ...(harness.webauthn === undefined ? {} : { webauthn: harness.webauthn }), random: new SeededRandomAdapter(7), ...(harness.noNavigation === true ? {} : { navigation }),
  });
  const lastTo = (method: string, path: string): WireRecord | undefined => requestsTo(method, path).at(-1);
  return { clock, emulator, wire, navigation, logger, cookies, sessionStorage, browserStorage, app, requestsTo, lastTo };
}

export type AppHarness = ReturnType<typeof appHarness>;

/** A server-key call straight into the emulator (setting the scene, not what the tests are about). */
export function serverCall(h: AppHarness, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  return callAsServer((request) => h.emulator.handler(request), method, path, body);
}

/** Turns on TOTP MFA for a user through the server API (the CurrentUser update is not what these tests are about). */
export async function enableTotp(h: AppHarness, userId: string): Promise<(atMs: number) => string> {
  const bytes = Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) % 256);
  const secret = Buffer.from(bytes).toString('base64');
  await serverCall(h, 'PATCH', `/users/${userId}`, { totp_secret_base64: secret });
  // Computed here with otpauth (RFC 6238, SHA-1, 6 digits, 30 s), independently of the emulator's own check.
  return (atMs) => TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: bytes.buffer }), timestamp: atMs });
}
