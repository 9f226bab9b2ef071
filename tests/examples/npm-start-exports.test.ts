/**
 * A newcomer copies what `npm start` prints: the `export` lines, pasted into a shell as printed, are all
 * examples/quick-start-node.ts needs to sign a user up against the running emulator. Checked for `npm start`
 * (scripts/start-demo.mjs, emulator + demo) and `npm run start:emulator` (scripts/start-emulator.mjs, the bin's
 * source), each on a free port; the printed base URL also serves the index page, which links the demo only when one runs.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';

const root = process.cwd();

interface Started { readonly child: ChildProcess; readonly banner: string }

/** Runs `script --port 0` and collects stdout up to the banner's last line (the state line). */
async function start(script: string): Promise<Started> {
  const child = spawn(process.execPath, [script, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (/^ {2}state/m.test(banner)) resolve();
    });
  });
  return { child, banner };
}

/** The environment without any STACK_* variable, so only the pasted lines can supply them. */
function envWithoutStack(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STACK_') && !name.startsWith('NEXT_PUBLIC_STACK_')));
}

describe.each([
  ['npm start', 'scripts/start-demo.mjs', true],
  ['npm run start:emulator', 'scripts/start-emulator.mjs', false],
])('%s', (_name, script, servesDemo) => {
  let started: Started;
  beforeAll(async () => { started = await start(script); }, 60_000);
  afterAll(async () => {
    const exited = once(started.child, 'exit');
    started.child.kill('SIGINT');
    await exited;
  });

  const printedBaseUrl = (): string => {
    const match = /client baseUrl\s+(\S+)/.exec(started.banner);
    if (match === null) throw new Error(`no client baseUrl in: ${started.banner}`);
    return match[1]!;
  };
  const exportLines = (): string[] => started.banner.split('\n').filter((line) => /^\s*export STACK_/.test(line));

  test('prints the three variables as export lines, STACK_API_URL being the printed client baseUrl', () => {
    expect(exportLines().map((line) => line.trim().replace(/=.*/, ''))).toEqual([
      'export STACK_API_URL', 'export STACK_PROJECT_ID', 'export STACK_PUBLISHABLE_CLIENT_KEY',
    ]);
    expect(exportLines()[0]!.trim()).toBe(`export STACK_API_URL='${printedBaseUrl()}'`);
  });

  test('the export lines pasted into sh let examples/quick-start-node.ts sign up', async () => {
    const script = `${exportLines().join('\n')}\nexec "$NODE" --import tsx examples/quick-start-node.ts`;
    const { stdout } = await promisify(execFile)('sh', ['-c', script], { cwd: root, env: { ...envWithoutStack(), NODE: process.execPath }, timeout: 60_000 });
    expect(stdout).toMatch(/^signed in as ann-\d+@example\.com$/m);
  }, 60_000);

  test(`the index page names the base URL and ${servesDemo ? 'links the demo' : 'mentions no demo'}`, async () => {
    const base = printedBaseUrl();
    const html = await (await fetch(`${base}/emulator/`)).text();
    expect(html).toContain(`baseUrl: '${base}'`);
    if (servesDemo) expect(html).toContain(`<a href="${base}">${base}</a>`);
    else expect(html).not.toMatch(/demo app/i);
  });
});
