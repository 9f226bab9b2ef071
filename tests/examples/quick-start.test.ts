/**
 * The README's quick start, run the way a newcomer runs it: the emulator started exactly as `npm start` starts it
 * (the same script, a free port), the values it prints passed on; the Node block run with tsx and the environment
 * variables; the browser block bundled with esbuild and run in headless Chromium from a page on 127.0.0.1. The blocks
 * are found by their fence (```ts quick-start-node, ```ts quick-start-browser), and each is its example file byte for
 * byte, so what runs here is what the README shows.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { createClientApp } from '../../composition/entry-node';
import { launchChromium } from '../support/chromium';
import { startTestServer, type TestServer } from '../support/node-test-server';

const root = process.cwd();
const README = readFileSync(join(root, 'README.md'), 'utf8');
const PASSWORD = 'correct horse battery staple';

/** The README block fenced as ```ts quick-start-<kind>; exactly one per kind, so the README cannot show a stale copy. */
function quickStartBlock(kind: 'node' | 'browser'): string {
  const blocks = [...README.matchAll(new RegExp(`^\`\`\`ts quick-start-${kind}\n([\\s\\S]*?)^\`\`\`$`, 'gm'))];
  if (blocks.length !== 1) throw new Error(`README has ${blocks.length} blocks fenced as \`\`\`ts quick-start-${kind}, expected 1`);
  return blocks[0]![1]!;
}

interface Printed { readonly baseUrl: string; readonly projectId: string; readonly publishableKey: string }

/** Starts `node scripts/start-demo.mjs --port 0` (what `npm start` runs) and reads the banner it prints. */
async function startLikeNpmStart(): Promise<{ child: ChildProcess; printed: Printed; banner: string; errors: () => string }> {
  const child = spawn(process.execPath, ['scripts/start-demo.mjs', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let banner = '';
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`emulator exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (banner.includes('state ')) resolve();
    });
  });
  const value = (label: string): string => {
    const match = new RegExp(`${label}\\s+(\\S+)`).exec(banner);
    if (match === null) throw new Error(`banner has no ${label}: ${banner}`);
    return match[1]!;
  };
  return { child, banner, errors: () => errors, printed: { baseUrl: value('client baseUrl'), projectId: value('demo project id'), publishableKey: value('publishable client key') } };
}

let emulator: ChildProcess;
let printed: Printed;
let banner: string;
let errors: () => string;

beforeAll(async () => {
  ({ child: emulator, printed, banner, errors } = await startLikeNpmStart());
}, 30_000);
afterAll(() => { emulator.kill('SIGINT'); });

describe('what npm start prints', () => {
  test('names the base URL the client takes, and says the …/api/v1 form works too', () => {
    expect(printed.baseUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(banner).toContain(`Portcullis demo: open ${printed.baseUrl}`);
    expect(banner).toContain(`${printed.baseUrl}/api/v1 works too`);
  });

  test('the printed API URL answers, / answers the demo app (/app.js its script), and /emulator/ the emulator\'s index page', async () => {
    const api = await fetch(`${printed.baseUrl}/api/v1`);
    expect(api.status).toBe(200);
    const demo = await fetch(`${printed.baseUrl}/`);
    expect(demo.headers.get('content-type')).toContain('text/html');
    expect(await demo.text()).toContain('<title>Portcullis demo</title>');
    const app = await fetch(`${printed.baseUrl}/app.js`);
    expect(app.headers.get('content-type')).toContain('text/javascript');
    expect((await app.text()).length).toBeGreaterThan(100_000);
    const index = await fetch(`${printed.baseUrl}/emulator/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('Portcullis emulator');
  });

  test('prints nothing on stderr (no build warning a newcomer cannot act on)', () => {
    expect(errors()).toBe('');
  });
});

describe('README quick start: Node', () => {
  test('is examples/quick-start-node.ts verbatim', () => {
    expect(quickStartBlock('node')).toBe(readFileSync(join(root, 'examples/quick-start-node.ts'), 'utf8'));
  });

  test.each([['the printed base URL', ''], ['the printed API URL', '/api/v1']])('runs against npm start with %s in STACK_API_URL', async (_name, suffix) => {
    const env = {
      ...process.env,
      STACK_API_URL: `${printed.baseUrl}${suffix}`,
      STACK_PROJECT_ID: printed.projectId,
      STACK_PUBLISHABLE_CLIENT_KEY: printed.publishableKey,
    };
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/quick-start-node.ts'], { cwd: root, env, timeout: 60_000 });
    expect(stdout).toMatch(/^signed in as ann-\d+@example\.com$/m);
  }, 60_000);
});

describe('README quick start: browser', () => {
  let browser: Browser;
  let page: TestServer;
  const email = `browser-${Date.now()}@example.com`;

  beforeAll(async () => {
    // The block is written for npm start's default port; the only change made here is that port.
    const source = quickStartBlock('browser');
    expect(source.split("'http://127.0.0.1:8102'").length).toBe(2);
    const bundled = await build({
      stdin: { contents: source.replace("'http://127.0.0.1:8102'", JSON.stringify(printed.baseUrl)), resolveDir: join(root, 'examples'), loader: 'ts', sourcefile: 'quick-start-browser.ts' },
      bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'silent',
    });
    const script = bundled.outputFiles[0]!.text;
    const html = '<!doctype html><html lang="en"><title>quick start</title><form><input name="email" aria-label="Email">'
      + '<input name="password" type="password" aria-label="Password"><button>Sign in</button></form><output></output>'
      + '<script type="module" src="/app.js"></script></html>';
    page = await startTestServer(async (request) => new URL(request.url).pathname === '/app.js'
      ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
      : new Response(html, { headers: { 'content-type': 'text/html' } }));
    const signUp = await createClientApp({ projectId: printed.projectId, publishableClientKey: printed.publishableKey, baseUrl: printed.baseUrl, tokenStore: 'memory' })
      .signUpWithPassword({ email, password: PASSWORD });
    expect(signUp.ok).toBe(true);
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await page?.close();
  });

  test('is examples/quick-start-browser.ts verbatim', () => {
    expect(quickStartBlock('browser')).toBe(readFileSync(join(root, 'examples/quick-start-browser.ts'), 'utf8'));
  });

  test.each([
    ['the right password signs in, goes to afterSignIn (/) and the reloaded page shows the user', PASSWORD, `signed in as ${email}`],
    ['a wrong password shows the server\'s message', 'wrong password 123', 'Wrong e-mail or password.'],
  ])('%s', async (_name, password, shown) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const origins = new Set<string>();
    tab.on('request', (request) => origins.add(new URL(request.url()).origin));
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(page.baseUrl);
    await tab.locator('output').filter({ hasText: 'signed out' }).waitFor({ timeout: 15_000 });
    await tab.getByLabel('Email').fill(email);
    await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
    await tab.locator('output').filter({ hasText: shown }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    expect([...origins].sort()).toEqual([page.baseUrl, printed.baseUrl].sort());
    await context.close();
  }, 30_000);
});
