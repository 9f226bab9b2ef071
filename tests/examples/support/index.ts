/** The examples harness (tests/examples/*.example.test.ts; `npm run test:examples`): pack → copy → install → build → serve → walk. */
export { runCommand, type CommandOptions, type CommandOutput } from './run-command';
export { packTarball, REPO_ROOT, TARBALL_ENV } from './pack-tarball';
export { copyExample, type ExampleCopy } from './copy-example';
export { installExample } from './install-example';
export { buildExample } from './build-example';
export { prepareExample, type BuildChoice, type PreparedExample } from './prepare-example';
export { forgedSessionCookie, sessionCookieFor } from './next-session-cookies';
export { serveStatic, type StaticServer } from './static-server';
export { startNodeProcess, type RunningProcess } from './node-process';
export { startExampleEmulator, type ExampleEmulator } from './example-emulator';
export { launchChromium } from '../../support/chromium';
export { EXAMPLE_PASSWORD, markWindow, signInOnScreen, signUpOnScreen, waitShown, windowMarker } from './auth-screens';
export { auditBrowser, type NetworkAudit } from '../../browser/support/network-audit';
export { openWatchedPage, type WatchedPage } from './watched-page';
