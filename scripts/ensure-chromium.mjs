// Makes sure the browser tests have a Chromium: PORTCULLIS_CHROMIUM, else /usr/bin/chromium, else (as root on
// Debian) installs Debian's `chromium` package with apt-get. No browser download from anywhere else.
// Run by `npm test` (pretest) and by .ci/run; prints the path it found.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const given = process.env.PORTCULLIS_CHROMIUM;

if (given !== undefined && given !== '') {
  if (!existsSync(given)) fail(`PORTCULLIS_CHROMIUM=${given} does not exist.`);
  console.log(`chromium: ${given}`);
  process.exit(0);
}
if (existsSync(DEFAULT_PATH)) {
  console.log(`chromium: ${DEFAULT_PATH}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt) fail('no apt-get here: install Chromium and set PORTCULLIS_CHROMIUM to its executable.');
const sudo = isRoot ? [] : ['sudo', '-n'];
if (!isRoot && !existsSync('/usr/bin/sudo')) fail('not root and no sudo: run `apt-get install -y chromium` as root, or set PORTCULLIS_CHROMIUM.');
console.log('chromium: not found; installing Debian package `chromium` with apt-get (about a minute)…');
const run = (args) => execFileSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run([...sudo, 'apt-get', 'update', '-qq']);
  run([...sudo, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
} catch {
  fail('apt-get could not install chromium; install it by hand or set PORTCULLIS_CHROMIUM.');
}
if (!existsSync(DEFAULT_PATH)) fail(`apt-get finished but ${DEFAULT_PATH} is missing.`);
console.log(`chromium: ${DEFAULT_PATH}`);

function fail(message) {
  console.error(`The browser tests need Chromium: ${message}`);
  process.exit(1);
}
