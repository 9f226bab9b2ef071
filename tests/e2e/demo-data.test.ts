/** `npm start -- --data <file>`: the emulator's state is saved on Ctrl-C and loaded on the next start. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClientApp } from '../../composition/entry-node';
import { SEED } from '../../emulator';
import { startDemoProcess } from './demo-process';

const dir = mkdtempSync(join(tmpdir(), 'portcullis-demo-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a user signed up before Ctrl-C signs in after the restart', async () => {
  const data = join(dir, 'state.json');
  const app = (baseUrl: string) => createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl, tokenStore: 'memory' });
  const first = await startDemoProcess(['--data', data]);
  const up = await app(first.url).signUpWithPassword({ email: 'kept@example.com', password: 'correct horse battery staple', noRedirect: true });
  expect(up.ok).toBe(true);
  await first.stop();
  const second = await startDemoProcess(['--data', data]);
  try {
    const signedIn = await app(second.url).signInWithPassword({ email: 'kept@example.com', password: 'correct horse battery staple', noRedirect: true });
    expect(signedIn.ok).toBe(true);
  } finally {
    await second.stop();
  }
}, 60_000);
