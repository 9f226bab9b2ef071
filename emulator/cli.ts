/** `portcullis-emulator` / `npm run start:emulator`: the emulator on 127.0.0.1; `--data <file>` keeps its state on disk. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TrustedDomainError } from './dev/trusted-domains';
import { createEmulator } from './emulator';
import { startEmulatorServer } from './server';
import { emulatorBanner as banner } from './dev/banner';
import { attachStateFile, stopOnSignals } from './state/attach-state-file';
import { StateFileError } from './state/state-file';

const USAGE = `Usage: portcullis-emulator [--port <n>] [--host <address>] [--data <file>] [--trust <origin>]...

  --port <n>        port to listen on (default 8102; 0 picks a free one)
  --host <address>  address to listen on (default 127.0.0.1)
  --data <file>     keep the state in <file>: loaded at start, every acknowledged write saved before its answer
  --max-body-bytes <n>  largest request body accepted (default 5242880); larger ones are answered 413
  --trust <origin>  trust this origin on the demo project too (repeatable), e.g. --trust https://app.example.test;
                    http(s)://localhost on any port is trusted without it
  --help            this text`;

async function main(): Promise<void> {
  let values: { port?: string; host?: string; data?: string; 'max-body-bytes'?: string; trust?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' }, 'max-body-bytes': { type: 'string' }, trust: { type: 'string', multiple: true }, help: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(64);
  }
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? 8102 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535, got ${values.port}\n\n${USAGE}`);
    process.exit(64);
  }
  const maxBodyBytes = values['max-body-bytes'] === undefined ? undefined : Number(values['max-body-bytes']);
  if (maxBodyBytes !== undefined && (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1)) {
    console.error(`--max-body-bytes must be a whole number of bytes, at least 1, got ${values['max-body-bytes']}\n\n${USAGE}`);
    process.exit(64);
  }
  const trusted = values.trust ?? [];
  const emulator = createEmulator();
  const stateFile = values.data === undefined ? undefined : attachStateFile(emulator, values.data);
  try {
    emulator.trustDomains(trusted); // after the state load, so a saved demo project gets them too
  } catch (error) {
    if (!(error instanceof TrustedDomainError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(64);
  }
  const server = await startEmulatorServer({ emulator, port, host: values.host ?? '127.0.0.1', ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }), ...(stateFile === undefined ? {} : { persist: stateFile }) });
  await stateFile?.flush(); // written at start: a path that cannot be saved to shows now, not at shutdown
  console.log(banner(server.url, values.data, { trusted, examplesHere: existsSync(join(process.cwd(), 'examples', 'quick-start-node.ts')) }));
  stopOnSignals(stateFile, () => server.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof StateFileError ? error.message : error);
  process.exit(1);
});
