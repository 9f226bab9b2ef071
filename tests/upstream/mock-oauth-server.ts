/**
 * Upstream's own mock OAuth/OIDC server (the kit's apps/mock-oauth-server, unmodified) for `npm run test:upstream`:
 * started with the run's NEXT_PUBLIC_STACK_PORT_PREFIX, it listens on `<prefix>14`, where upstream's helpers expect it
 * and drive its login form, and accepts the emulator's callbacks on `localhost:<prefix>02`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { SharedOAuthProviderEndpoints } from '../../emulator';

export interface MockOAuthServer { endpoints: SharedOAuthProviderEndpoints; close(): Promise<void> }

const kitDir = (): string => join(process.env.STACK_REAL_HOME ?? join(homedir(), '.cache', 'stack-real-backend'), 'src', 'apps', 'mock-oauth-server');

/** The client secret the mock server registers for every provider id (its source). */
const MOCK_CLIENT_SECRET = 'MOCK-SERVER-SECRET';

/** Whether nothing listens on the port yet (so the prefix can be taken). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export async function startMockOAuthServer(prefix: string): Promise<MockOAuthServer> {
  const dir = kitDir();
  const tsx = join(dir, 'node_modules', '.bin', 'tsx');
  if (!existsSync(tsx)) throw new Error(`upstream's mock OAuth server is not installed in the kit (${dir})`);
  const port = Number(`${prefix}14`);
  const child: ChildProcess = spawn(tsx, ['src/index.ts'], {
    cwd: dir, stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NEXT_PUBLIC_STACK_PORT_PREFIX: prefix, PORT: String(port) },
  });
  // Its oidc-provider warns about its development-only setup on every start; anything else is worth seeing.
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().split('\n').filter((l) => l.trim() !== '' && !l.startsWith('oidc-provider WARNING'));
    if (lines.length > 0) process.stderr.write(`[mock-oauth] ${lines.join('\n')}\n`);
  });
  let exited = false;
  child.once('exit', () => { exited = true; });
  for (let waited = 0; !(await accepting(port)); waited += 100) {
    if (exited || waited > 60_000) { child.kill('SIGTERM'); throw new Error(`upstream's mock OAuth server did not listen on ${port}`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  const base = `http://localhost:${port}`;
  return {
    // oidc-provider's default routes, as its discovery document names them.
    endpoints: { authorizationUrl: `${base}/auth`, tokenUrl: `${base}/token`, userinfoUrl: `${base}/me`, clientSecret: MOCK_CLIENT_SECRET, emailClaim: 'sub' },
    close: () => new Promise((done) => { if (exited) done(); else { child.once('exit', () => done()); child.kill('SIGTERM'); } }),
  };
}
