/**
 * Upstream's snapshots expect uploaded images at `http://localhost:<prefix>21/stack-storage/<folder>/<file>` (its S3
 * mock's port and bucket). The emulator serves them at `/emulator/storage/<folder>/<file>`; this loopback listener on
 * `<prefix>21` answers `/stack-storage/…` from there, and the emulator's storageUrl names it.
 */
import { createServer } from 'node:http';
import type { Emulator } from '../../emulator';

export interface StorageForwarder {
  url: string;
  close(): Promise<void>;
}

export async function startStorageForwarder(emulator: Emulator, port: number): Promise<StorageForwarder> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://storage').pathname;
    const rest = path.startsWith('/stack-storage/') ? path.slice('/stack-storage/'.length) : null;
    void (async () => {
      const response = rest === null || req.method !== 'GET'
        ? new Response('Not found', { status: 404 })
        : await emulator.handler(new Request(`http://127.0.0.1/emulator/storage/${rest}`));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}/stack-storage`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
