/**
 * Every "protocol §N" and "spec §N" a tracked file cites names a heading of docs/protocol-notes.md ("### 2.9 Users",
 * "### Spec §7 Calls"), and so does every `source` of the body-shapes fixture (bare "§3.1" is a protocol section): a reader who only has the
 * repository can look each citation up, and a renumbered or removed section fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const NOTES = readFileSync(join(ROOT, 'docs/protocol-notes.md'), 'utf8');

const headings = NOTES.split('\n').filter((line) => /^#{2,4}\s/.test(line));
/** "## 1. Transport" → 1, "### 1.2 Request headers" → 1.2. */
const protocolSections = new Set(headings.flatMap((line) => /^#+ (\d+(?:\.\d+)?)\.?\s/.exec(line)?.[1] ?? []));
/** "### Spec §7 Calls" → 7. */
const specSections = new Set(headings.flatMap((line) => /^#+ Spec §(\d+)\s/.exec(line)?.[1] ?? []));

/** A citation and the numbers it names: "protocol §1.5–1.6" → 1.5, 1.6; "spec §2, §5" → 2, 5. */
const CITATION = /\b(protocol|spec)(?: notes)? ?§ ?(\d+(?:\.\d+)?)((?:(?:, ?§?| and §?|–|-)\d+(?:\.\d+)?)*)/g;

interface Citation { readonly file: string; readonly kind: 'protocol' | 'spec'; readonly section: string }

function citationsIn(file: string, text: string): Citation[] {
  return [...text.matchAll(CITATION)].flatMap((match) => {
    const kind = match[1] as 'protocol' | 'spec';
    const more = [...(match[3] ?? '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]);
    return [match[2]!, ...more].map((section) => ({ file, kind, section }));
  });
}

const SCANNED = /\.(ts|tsx|mjs|cjs|js|json|md)$/;
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((f) => SCANNED.test(f));
const citations = tracked.flatMap((file) => citationsIn(file, readFileSync(join(ROOT, file), 'utf8')));

const resolves = (c: Pick<Citation, 'kind' | 'section'>): boolean =>
  (c.kind === 'protocol' ? protocolSections : specSections).has(c.section);

describe('citations of docs/protocol-notes.md', () => {
  test('the notes number their sections and the scan finds citations in code', () => {
    expect([...protocolSections]).toEqual(expect.arrayContaining(['1', '1.2', '2.17', '3.11', '5.8', '6.9']));
    expect([...specSections]).toEqual(expect.arrayContaining(['2', '5', '7', '8', '9']));
    expect(citations.filter((c) => c.file.startsWith('emulator/')).length).toBeGreaterThan(20);
  });

  test('a citation of a missing section is caught', () => {
    expect(citationsIn('x.ts', 'see protocol §1.5–1.6 and spec §2, §5').map((c) => `${c.kind} ${c.section}`))
      .toEqual(['protocol 1.5', 'protocol 1.6', 'spec 2', 'spec 5']);
    expect(resolves({ kind: 'protocol', section: '7.22' })).toBe(false);
    expect(resolves({ kind: 'spec', section: '1' })).toBe(false);
  });

  test('every "protocol §N" and "spec §N" in a tracked file names a heading of the notes', () => {
    const broken = citations.filter((c) => !resolves(c)).map((c) => `${c.file}: ${c.kind} §${c.section}`);
    expect([...new Set(broken)]).toEqual([]);
  });

  test('every § source of tests/fixtures/emulator-body-shapes.json names a heading of the notes', () => {
    const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/emulator-body-shapes.json'), 'utf8')) as { routes: { route: string; source: string }[] };
    // A bare "§3.1" is a protocol section; "spec §7" a specification one.
    const cited = fixture.routes.flatMap((row) => [...row.source.matchAll(/(spec )?§(\d+(?:\.\d+)?)/g)]
      .map((m) => ({ route: row.route, kind: m[1] === undefined ? 'protocol' as const : 'spec' as const, section: m[2]! })));
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter((c) => !resolves(c)).map((c) => `${c.route}: ${c.kind} §${c.section}`)).toEqual([]);
  });
});
