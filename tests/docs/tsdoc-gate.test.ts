/**
 * Documentation gate (docs/architecture.md, house habit 8): every export of ports/index.ts, application/index.ts and the composition
 * entries (entry-node, entry-browser, entry-memory), followed to its declaration, has TSDoc with an `@example` and an
 * `@public` or `@internal` tag. Exports still being written are listed in tsdoc-pending.json; the list may only shrink
 * (a listed export that is now documented, or no longer exported, fails the test until it is removed from the list).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { programFor, tsdocStatusOf, type ExportDoc } from './tsdoc-exports';

const root = process.cwd();
/** The package's public surfaces: the ports, the application barrel and the three composition entries (create*App…). */
const BARRELS = [
  'ports/index.ts', 'application/index.ts', 'composition/entry-node.ts', 'composition/entry-browser.ts', 'composition/entry-memory.ts',
] as const;
const pending = JSON.parse(readFileSync(join(root, 'tests/docs/tsdoc-pending.json'), 'utf8')) as Record<string, string[]>;

let status: Record<string, ExportDoc[]>;

beforeAll(() => {
  const program = programFor(root, BARRELS);
  status = Object.fromEntries(BARRELS.map((barrel) => [barrel, tsdocStatusOf(program, root, barrel)]));
}, 60_000);

const describeMissing = (doc: ExportDoc): string => `${doc.name} (${doc.declaredIn}): missing ${doc.missing.join(', ')}`;

describe.each(BARRELS)('TSDoc of the exports of %s', (barrel) => {
  it('has exports to check', () => {
    expect(status[barrel]!.length).toBeGreaterThan(0);
  });

  it('documents every export not on the pending list', () => {
    const allowed = new Set(pending[barrel] ?? []);
    const missing = status[barrel]!.filter((doc) => !doc.documented && !allowed.has(doc.name)).map(describeMissing);
    if (missing.length > 0) console.log(`Undocumented exports of ${barrel}:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  });

  it('lists only exports that still lack docs (the pending list only shrinks)', () => {
    const stillMissing = new Set(status[barrel]!.filter((doc) => !doc.documented).map((doc) => doc.name));
    const stale = (pending[barrel] ?? []).filter((name) => !stillMissing.has(name));
    expect(stale).toEqual([]);
  });
});

it('the pending list names only the checked barrels', () => {
  expect(Object.keys(pending).filter((barrel) => !(BARRELS as readonly string[]).includes(barrel))).toEqual([]);
});
