/**
 * Bundle budget (issue 5): the browser sign-in + get-user program carries no server or admin code in any chunk, and
 * what it loads up front (entry + static chunks) never grows past the committed ceiling (bench/bundle-ceiling.json).
 * The 40 KB target is not met: the mandated dependencies alone weigh ~35.6 KB gzip, so the ceiling is a
 * ratchet against regressions, and bench/bundle-size.ts keeps reporting (and failing) against 40 KB.
 */
import { bundleBrowserFixture, GZIP_BUDGET_BYTES, type BundleReport } from '../../bench/bundle/bundle-browser';
import { readBundleCeiling, type BundleCeiling } from '../../bench/bundle/bundle-ceiling';
import { findServerMarkers } from '../../bench/bundle/server-markers';
import { upFrontFiles } from '../../bench/up-front';

let report: BundleReport;
let ceiling: BundleCeiling;

beforeAll(async () => {
  report = await bundleBrowserFixture();
  ceiling = readBundleCeiling();
}, 60_000);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

describe('browser bundle of bench/fixtures/browser-sign-in.ts', () => {
  it('is a real bundle of the browser entry (not an empty build)', () => {
    expect(report.contributors.map((c) => c.name)).toEqual(expect.arrayContaining(['composition', 'application/apps']));
  });

  it('entry + static chunks stay at or under the committed ceiling (a ratchet: the 40 KB target is not met)', () => {
    const message = `Browser sign-in bundle ${kb(report.gzipBytes)} gzip (entry + static chunks) > ceiling ${kb(ceiling.gzipBytes)}`
      + ` in bench/bundle-ceiling.json. Issue 5's ${kb(GZIP_BUDGET_BYTES)} target is not met either; run`
      + ' `npx tsx bench/bundle-size.ts` for where the bytes go, and lower the ceiling when the bundle shrinks.';
    if (report.gzipBytes > ceiling.gzipBytes) throw new Error(message);
    expect(report.gzipBytes).toBeLessThanOrEqual(ceiling.gzipBytes);
  });

  it('the ceiling file keeps the issue target and is never above the measured size by more than 2 KB (so gains get locked in)', () => {
    expect(ceiling.target).toBe(GZIP_BUDGET_BYTES);
    const slack = ceiling.gzipBytes - report.gzipBytes;
    if (slack > 2048) throw new Error(`The bundle shrank to ${kb(report.gzipBytes)}: lower gzipBytes in bench/bundle-ceiling.json to lock the gain in.`);
  });

  it('loads up front exactly the files bench/up-front.ts declares, no more and no fewer', () => {
    const measured = report.files.map((file) => file.name).filter((name) => !name.includes('node_modules/') && !name.startsWith('bench/'));
    const declared = upFrontFiles();
    const undeclared = measured.filter((file) => !declared.includes(file)).sort();
    const notLoaded = declared.filter((file) => !measured.includes(file)).sort();
    expect({ undeclared, notLoaded }).toEqual({ undeclared: [], notLoaded: [] });
  });

  it('features the program never calls are split off and loaded on first use', () => {
    expect(report.lazy.chunks.length).toBeGreaterThan(0);
    expect(report.lazy.gzipBytes).toBeGreaterThan(0);
  });

  it('contains no server/admin key header names, key options or server/admin facades, in any chunk (lazy ones too)', () => {
    expect(report.markers).toEqual([]);
  });
});

describe('findServerMarkers', () => {
  it('finds header names in any case, key option names and the facades', () => {
    const hits = findServerMarkers('h["X-Stack-Secret-Server-Key"]=o.superSecretAdminKey;class ServerApp{}');
    expect(hits.map((h) => h.marker)).toEqual(['x-stack-secret-server-key', 'superSecretAdminKey', 'ServerApp']);
  });

  it('passes clean client code', () => {
    expect(findServerMarkers('h["x-stack-publishable-client-key"]=o.publishableClientKey;class ClientApp{}')).toEqual([]);
  });
});
