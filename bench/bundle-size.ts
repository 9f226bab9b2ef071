/**
 * Prints the browser bundle size of a sign-in + get-user program (issue 5 budget: ≤ 40 KB gzipped, vs about 198 KB
 * for the official SDK) and where the bytes go; exits 1 when over budget or when server/admin code leaked in.
 * Then the example app's growth: examples/vite-react-router built with and without Portcullis (issue 22, goal ≤ 55 KB).
 * Run: npx tsx bench/bundle-size.ts
 */
import { gzipSync } from 'node:zlib';
import { bundleBrowserFixture, dependencyCosts, GZIP_BUDGET_BYTES, OFFICIAL_SDK_GZIP_BYTES, type Contributor } from './bundle/bundle-browser';
import { readBundleCeiling } from './bundle/bundle-ceiling';
import { EXAMPLE_GROWTH_GOAL_BYTES, exampleAppWeight } from './bundle/example-app-weight';
import { measureReactEntry } from './bundle/react-entry';
import { bundleReactFixture } from './bundle/react-fixture';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
/** Issue 10: the provider, the hooks and the sign-in screen add at most 20 KB gzip on top of the core client. */
const REACT_ADDED_LIMIT_BYTES = 20 * 1024;

function printTable(title: string, rows: readonly Contributor[], total: number): void {
  console.log(`\n${title}`);
  for (const row of rows.slice(0, 10)) {
    console.log(`  ${kb(row.bytes).padStart(9)}  ${((row.bytes / total) * 100).toFixed(1).padStart(5)}%  ${row.name}`);
  }
}

/** Issue 22: a real app (examples/vite-react-router from the tarball, built by Vite) with and without Portcullis. A printed figure. */
async function printExampleAppWeight(): Promise<void> {
  const weight = await exampleAppWeight();
  const list = (files: readonly { path: string; gzipBytes: number }[]): string => files.map((f) => `${f.path} ${kb(f.gzipBytes)}`).join(', ');
  console.log('\nExample app (examples/vite-react-router from the packed tarball, vite build), chunks its index.html loads up front:');
  console.log(`  with Portcullis:    ${kb(weight.withPortcullis.gzipBytes)} gzip (${weight.withPortcullis.gzipBytes} bytes): ${list(weight.withPortcullis.files)}`);
  console.log(`  without (stubbed):  ${kb(weight.withoutPortcullis.gzipBytes)} gzip (${weight.withoutPortcullis.gzipBytes} bytes): ${list(weight.withoutPortcullis.files)}`);
  const verdict = weight.growthBytes <= EXAMPLE_GROWTH_GOAL_BYTES ? 'within' : 'OVER';
  console.log(`  growth: ${kb(weight.growthBytes)} gzip (${weight.growthBytes} bytes), ${verdict} the goal of ${kb(EXAMPLE_GROWTH_GOAL_BYTES)}`);
}

async function main(): Promise<number> {
  const report = await bundleBrowserFixture();
  const ceiling = readBundleCeiling();
  console.log('Browser bundle: bench/fixtures/browser-sign-in.ts (esbuild, browser, esm, es2022, minified, code splitting; gzip -9 per chunk)');
  console.log('Loaded up front (the entry chunk and the chunks it imports statically):');
  console.log(`  raw:  ${kb(report.rawBytes)} (${report.rawBytes} bytes)`);
  console.log(`  gzip: ${kb(report.gzipBytes)} (${report.gzipBytes} bytes), budget ${kb(GZIP_BUDGET_BYTES)}, CI ceiling ${kb(ceiling.gzipBytes)} (bench/bundle-ceiling.json)`);
  console.log(`Loaded on first use (${report.lazy.chunks.length} chunks by dynamic import(): sign-up, magic link, MFA, account, teams, contact channels, verification, project, OAuth, passkeys; the WebAuthn library; the session cache; the redirect policy; the known-error catalogue; the strict JSON body check):`);
  console.log(`  raw:  ${kb(report.lazy.rawBytes)}, gzip: ${kb(report.lazy.gzipBytes)} (${report.lazy.gzipBytes} bytes)`);
  console.log(`  official SDK equivalent ≈ ${kb(OFFICIAL_SDK_GZIP_BYTES)} gzip: ours is ${((report.gzipBytes / OFFICIAL_SDK_GZIP_BYTES) * 100).toFixed(1)}% of it (${(OFFICIAL_SDK_GZIP_BYTES / report.gzipBytes).toFixed(1)}× smaller)`);
  printTable('Top 10 contributors, loaded up front (minified bytes, before gzip)', report.contributors, report.rawBytes);
  printTable('Top 10 files', report.files, report.rawBytes);
  console.log('\nCost per dependency (full bundle minus the bundle without it)');
  for (const cost of await dependencyCosts(report)) {
    console.log(`  raw ${kb(cost.rawBytes).padStart(9)}  gzip ${kb(cost.gzipBytes).padStart(8)}  ${cost.name}`);
  }
  // The React entry on top: provider + hooks + the sign-in screen, minus the core client and React itself.
  const [react, reactOnly] = await Promise.all([
    bundleReactFixture(),
    bundleBrowserFixture(process.cwd(), [], 'bench/fixtures/react-only.tsx'),
  ]);
  // As tests/package/consumer.test.ts measures it: each program's up-front chunks as one gzip stream (splitting the
  // React build into more chunks would otherwise read as growth: gzip restarts per file).
  const gz = (code: string): number => gzipSync(code, { level: 9 }).length;
  const [reactGzip, coreGzip, reactOnlyGzip] = [gz(react.code), gz(report.code), gz(reactOnly.code)];
  const reactAdded = reactGzip - coreGzip - reactOnlyGzip;
  console.log(`\nReact adapter (bench/fixtures/react-sign-in.tsx: provider + useUser + SignIn, over the adapter as built), up front: ${kb(reactGzip)} gzip in all;`);
  console.log(`  minus the core client (${kb(coreGzip)}) and React itself (${kb(reactOnlyGzip)}): ${kb(reactAdded)} added (limit ${kb(REACT_ADDED_LIMIT_BYTES)})`);
  await printExampleAppWeight();
  const entry = await measureReactEntry();
  console.log(`The whole portcullis/react entry (react-adapter/index.ts as built, packages external), up front: ${kb(entry.gzipBytes)} gzip (${entry.gzipBytes} bytes; raw ${entry.rawBytes}); screens loaded on first use: ${entry.lazyGzipBytes} bytes gzip`);
  let failed = false;
  if (reactAdded > REACT_ADDED_LIMIT_BYTES) {
    console.error(`\nREACT ADAPTER OVER ITS LIMIT: ${kb(reactAdded)} > ${kb(REACT_ADDED_LIMIT_BYTES)}`);
    failed = true;
  }
  if (report.gzipBytes > GZIP_BUDGET_BYTES) {
    console.error(`\nOVER BUDGET: ${kb(report.gzipBytes)} > ${kb(GZIP_BUDGET_BYTES)}`);
    failed = true;
  }
  if (report.markers.length > 0) {
    console.error(`\nSERVER/ADMIN MARKERS IN THE BROWSER BUNDLE: ${report.markers.map((m) => `${m.marker} ×${m.count}`).join(', ')}`);
    failed = true;
  }
  if (!failed) console.log('\nOK: within budget, no server/admin markers.');
  return failed ? 1 : 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(2);
});
