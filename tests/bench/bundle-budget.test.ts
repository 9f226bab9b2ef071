/**
 * Bundle budget (issue 5): the browser sign-in + get-user program stays ≤ 40 KB gzipped and carries no server or
 * admin code. A size budget, not a timing, so CI can enforce it; bench/bundle-size.ts prints the breakdown.
 */
import { bundleBrowserFixture, GZIP_BUDGET_BYTES, type BundleReport } from '../../bench/bundle/bundle-browser';
import { findServerMarkers } from '../../bench/bundle/server-markers';

let report: BundleReport;

beforeAll(async () => {
  report = await bundleBrowserFixture();
}, 60_000);

describe('browser bundle of bench/fixtures/browser-sign-in.ts', () => {
  it('is a real bundle of the browser entry (not an empty build)', () => {
    expect(report.contributors.map((c) => c.name)).toEqual(expect.arrayContaining(['composition', 'application/apps']));
  });

  it('stays within the gzip budget of 40 KB (run `npx tsx bench/bundle-size.ts` for where the bytes go)', () => {
    expect(report.gzipBytes).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  });

  it('contains no server/admin key header names, key options or server/admin facades', () => {
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
