/**
 * The emulator's index page (`/`, `/emulator/`): the base URL a client takes, the variables a Node client reads as
 * paste-able `export` lines, the demo app only when one is served, and every interpolated value escaped.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { exportLines } from '../../emulator/dev/connection-variables';
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, DEMO } from './helpers';

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://127.0.0.1:8102' });
afterEach(() => {
  emu.setApiUrl('http://127.0.0.1:8102');
  emu.setDemoUrl(null);
});

const page = async (path = '/emulator/'): Promise<string> => {
  const reply = await call(h, 'GET', path);
  expect(reply.status).toBe(200);
  return reply.text;
};

describe('emulator index page', () => {
  it.each(['/', '/emulator/'])('%s names the base URL the client takes and the export lines for a Node client', async (path) => {
    const html = await page(path);
    expect(html).toContain("baseUrl: 'http://127.0.0.1:8102'");
    expect(html).toContain("export STACK_API_URL='http://127.0.0.1:8102'");
    expect(html).toContain(`export STACK_PROJECT_ID='${DEMO.projectId}'`);
    expect(html).toContain(`export STACK_PUBLISHABLE_CLIENT_KEY='${DEMO.publishableClientKey}'`);
  });

  it('mentions no demo app when the emulator runs alone, and links it once npm start serves one', async () => {
    expect(await page()).not.toMatch(/demo app/i);
    emu.setDemoUrl('http://localhost:8102');
    expect(await page()).toContain('<h2>Demo app</h2>');
    expect(await page()).toContain('<a href="http://localhost:8102">http://localhost:8102</a>');
  });

  it('escapes the URLs it interpolates', async () => {
    emu.setApiUrl('http://127.0.0.1:8102/a"<b>&');
    emu.setDemoUrl('http://localhost:8102/"><script>alert(1)</script>');
    const html = await page();
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('/a&quot;&lt;b&gt;&amp;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('export lines', () => {
  it('set exactly the printed values in a POSIX shell, quotes included', async () => {
    const url = "http://127.0.0.1:8102/it's $HOME `x`";
    const script = `${exportLines(url).join('\n')}\nprintf '%s\\n' "$STACK_API_URL" "$STACK_PROJECT_ID" "$STACK_PUBLISHABLE_CLIENT_KEY"`;
    const { stdout } = await promisify(execFile)('sh', ['-c', script], { env: { PATH: process.env['PATH'] ?? '' } });
    expect(stdout).toBe(`${url}\n${DEMO.projectId}\n${DEMO.publishableClientKey}\n`);
  });
});
