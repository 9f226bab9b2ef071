/**
 * `npm start`: the emulator and the demo app together; prints one URL. `--port` (8102), `--host` (127.0.0.1), `--data
 * <file>` (emulator state loaded at start, every acknowledged write saved before its answer). PORTCULLIS_DEMO_API_URL points the demo at the hosted
 * service instead (with STACK_PROJECT_ID and STACK_PUBLISHABLE_CLIENT_KEY of your project).
 */
import { parseArgs } from 'node:util';
import { emulatorBanner } from '../../emulator/dev/banner';
import { stopOnSignals } from '../../emulator/state/attach-state-file';
import { StateFileError } from '../../emulator/state/state-file';
import { startDemo } from './start';

async function main(): Promise<void> {
  const started = Date.now();
  const { values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' }, host: { type: 'string' }, root: { type: 'string' } } });
  const hostedUrl = process.env['PORTCULLIS_DEMO_API_URL'];
  const hosted = hostedUrl === undefined || hostedUrl === '' ? undefined : {
    baseUrl: hostedUrl, projectId: process.env['STACK_PROJECT_ID'] ?? '', publishableClientKey: process.env['STACK_PUBLISHABLE_CLIENT_KEY'] ?? '',
  };
  const demo = await startDemo({ root: values.root ?? process.cwd(), port: values.port === undefined ? undefined : Number(values.port), host: values.host, dataFile: values.data, hosted });
  console.log([
    `Portcullis demo: open ${demo.url}   (ready in ${Date.now() - started} ms; Ctrl-C stops it)`,
    hosted === undefined
      ? emulatorBanner(demo.url, values.data).replace('(open it for the index page)', `(same origin as the demo; index page at ${demo.url}/emulator/)`)
      : `  backend: ${hosted.baseUrl} (project ${hosted.projectId})`,
  ].join('\n'));
  stopOnSignals(demo.stateFile, () => demo.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof StateFileError ? error.message : error);
  process.exit(1);
});
