/** `npm start`: runs the emulator on 127.0.0.1, prints the URL and demo credentials; `--data` persists state. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEmulator } from './emulator';
import { startEmulatorServer } from './server';
import { SEED } from './state/seed';

function banner(url: string, dataFile: string | undefined): string {
  const d = SEED.demo;
  return [
    `Portcullis emulator listening on ${url}  (open it for the index page)`,
    `  client baseUrl         ${url}   (${url}/api/v1 works too)`,
    `  demo project id        ${d.projectId}`,
    `  publishable client key ${d.publishableClientKey}`,
    `  secret server key      ${d.secretServerKey}`,
    `  super secret admin key ${d.superSecretAdminKey}`,
    `  trusted domain         ${d.trustedDomain} (localhost allowed); mock OAuth provider '${d.oauthProvider.id}'`,
    `  internal project owner ${SEED.owner.email} / ${SEED.owner.password}`,
    `  outbox                 ${url}/emulator/outbox.html`,
    dataFile === undefined ? '  state                  in memory (use --data <file> to persist)' : `  state file             ${dataFile}`,
  ].join('\n');
}

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
