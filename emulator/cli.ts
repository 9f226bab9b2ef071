/** `npm start`: runs the emulator on 127.0.0.1, prints the URL and demo credentials; `--data` persists state. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEmulator } from './emulator';
import { startEmulatorServer } from './server';
import { emulatorBanner as banner } from './dev/banner';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' } } });
  const emulator = createEmulator();
  if (values.data !== undefined && existsSync(values.data)) emulator.importState(readFileSync(values.data, 'utf8'));
  const server = await startEmulatorServer({ emulator, port: values.port === undefined ? 8102 : Number(values.port), host: values.host ?? '127.0.0.1' });
  console.log(banner(server.url, values.data));
  const stop = (): void => {
    if (values.data !== undefined) writeFileSync(values.data, emulator.exportState());
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
