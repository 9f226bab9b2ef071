/**
 * `npm start`: the emulator and the demo app together; prints one URL. `--port` (8102), `--host` (127.0.0.1), `--data
 * <file>` (emulator state loaded at start, every acknowledged write saved before its answer). PORTCULLIS_DEMO_API_URL points the demo at the hosted
 * service instead (with STACK_PROJECT_ID and STACK_PUBLISHABLE_CLIENT_KEY of your project).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { emulatorBanner } from '../../emulator/dev/banner';
import { stopOnSignals } from '../../emulator/state/attach-state-file';
import { StateFileError } from '../../emulator/state/state-file';
import { TrustedDomainError } from '../../emulator/dev/trusted-domains';
import { startDemo } from './start';

const USAGE = `Usage: npm start -- [--port <n>] [--host <address>] [--data <file>] [--trust <origin>]...

  --port <n>        port to listen on (default 8102)
  --host <address>  address to listen on (default 127.0.0.1)
  --data <file>     keep the emulator's state in <file>: loaded at start, every acknowledged write saved before its answer
  --trust <origin>  trust this origin on the demo project too (repeatable); localhost on any port is trusted without it
  --help            this text`;

// --app is set by scripts/start-demo.mjs: the demo app's bundle, which it built or found in its cache.
type Flags = { port?: string; data?: string; host?: string; app?: string; trust?: string[]; help?: boolean };

function readFlags(): Flags {
  try {
    return parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' }, app: { type: 'string' }, trust: { type: 'string', multiple: true }, help: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(64);
  }
}

async function main(): Promise<void> {
  const values = readFlags();
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  if (values.app === undefined) {
    console.error('The demo server runs through npm start (scripts/start-demo.mjs), which builds the demo app.');
    process.exit(64);
  }
  const hostedUrl = process.env['PORTCULLIS_DEMO_API_URL'];
  const hosted = hostedUrl === undefined || hostedUrl === '' ? undefined : {
    baseUrl: hostedUrl, projectId: process.env['STACK_PROJECT_ID'] ?? '', publishableClientKey: process.env['STACK_PUBLISHABLE_CLIENT_KEY'] ?? '',
  };
  const demo = await startDemo({ script: readFileSync(values.app, 'utf8'), port: values.port === undefined ? undefined : Number(values.port), host: values.host, dataFile: values.data, trust: values.trust, hosted });
  console.log([
    `Portcullis demo: open ${demo.url}   (ready in ${Math.round(performance.now())} ms; Ctrl-C stops it)`,
    hosted === undefined
      ? emulatorBanner(demo.url, values.data, { trusted: values.trust, examplesHere: true }).replace('(open it for the index page)', `(same origin as the demo; index page at ${demo.url}/emulator/)`)
      : `  backend: ${hosted.baseUrl} (project ${hosted.projectId})`,
  ].join('\n'));
  stopOnSignals(demo.stateFile, () => demo.close());
}

main().catch((error: unknown) => {
  const known = error instanceof StateFileError || error instanceof TrustedDomainError;
  console.error(known ? (error as Error).message : error);
  process.exit(error instanceof TrustedDomainError ? 64 : 1);
});
