/**
 * Section 1: the browser bundle of a sign-in + get-user program, ours vs the official SDK vs the peers that installed.
 * Every program goes through the same bundleBrowserFixture (esbuild, browser, ESM, minified, production define, code
 * splitting; gzip -9 of the entry and its static chunks, what the page loads before running).
 */
import { bundleBrowserFixture, FIXTURE_PATH, type BundleReport } from '../bundle/bundle-browser';
import type { FigureRow, FigureSection } from './figure';
import type { PeerInstall } from './peers';
import { ratio } from './stats';

const SDK_FIXTURE = 'bench/fixtures/official-sdk-sign-in.ts';
const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
const lazyNote = (report: BundleReport): string => (report.lazy.chunks.length === 0 ? 'no lazy chunks' : `+${kb(report.lazy.gzipBytes)} KB gzip in ${report.lazy.chunks.length} chunks loaded on first use`);
const joinNotes = (...notes: (string | undefined)[]): string => notes.filter((n) => n !== undefined).join('; ');

export async function bundleSection(root: string, peers: PeerInstall): Promise<FigureSection> {
  const ours = await bundleBrowserFixture(root, [], FIXTURE_PATH);
  const sdk = await bundleBrowserFixture(root, [], SDK_FIXTURE);
  const rows: FigureRow[] = [
    { subject: 'Portcullis', value: kb(ours.gzipBytes), unit: 'KB gzip', ratio: '', note: lazyNote(ours) },
    { subject: '@stackframe/js 2.8.108', value: kb(sdk.gzipBytes), unit: 'KB gzip', ratio: ratio(ours.gzipBytes, sdk.gzipBytes), note: lazyNote(sdk) },
  ];
  for (const { program, version } of peers.installed) {
    try {
      const peer = await bundleBrowserFixture(peers.dir, [], program.file);
      rows.push({ subject: `${program.name} ${version}`, value: kb(peer.gzipBytes), unit: 'KB gzip', ratio: ratio(ours.gzipBytes, peer.gzipBytes), note: joinNotes(program.note, lazyNote(peer)) });
    } catch (error) {
      rows.push({ subject: `${program.name} ${version}`, value: Number.NaN, unit: 'KB gzip', ratio: 'n/a', note: `did not bundle: ${String(error).split('\n')[0]}` });
    }
  }
  for (const missing of peers.missing) {
    rows.push({ subject: missing.name, value: Number.NaN, unit: 'KB gzip', ratio: 'n/a', note: `not installed: ${missing.reason}` });
  }
  return {
    title: 'Browser bundle, sign-in + get-user',
    method: 'Same program shape per library (create the client, password sign-in, read the user); esbuild platform browser, ESM, es2022, minified, production define, code splitting; gzip -9 of the entry + static chunks. Ratio = ours ÷ theirs.',
    target: '',
    rows,
  };
}
