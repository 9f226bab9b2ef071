// Runs the shared redirect-trust corpus (tests/fixtures/redirect-trust.json): each case on its own page,
// then every case in every page context the corpus lists.
import corpus from '../../fixtures/redirect-trust.json';
import { decideRedirectTrust } from '../../../domain/redirect';

interface CorpusCase {
  readonly id: string;
  readonly input: string;
  readonly page: string;
  readonly expected: 'accept' | 'reject';
  readonly why: string;
}

const cases = corpus.cases as readonly CorpusCase[];
// The corpus's 'opaque' page: any page whose origin serialises to 'null'.
const OPAQUE_PAGES = ['file:///home/user/index.html', 'about:blank', 'data:text/html,hi', 'about:srcdoc'];
const pagesFor = (page: string): readonly string[] => (page === 'opaque' ? OPAQUE_PAGES : [page]);
const pageContexts = [...new Set(cases.map((c) => c.page))];

const decide = (input: string, pageUrl: string): 'accept' | 'reject' =>
  decideRedirectTrust(input, {
    pageUrl,
    // The corpus sets allowLocalhost false; the written policy has no localhost exception at all.
    trustedDomains: corpus.trustedDomains,
  }).trusted
    ? 'accept'
    : 'reject';

describe('redirect-trust corpus, each case on its own page', () => {
  const results: boolean[] = [];
  afterAll(() => {
    const passed = results.filter(Boolean).length;
    console.log(`redirect-trust.json: ${passed}/${cases.length} cases passed`);
  });

  test.each(cases.map((c) => [c.id, c.input, c.page, c.expected, c.why] as const))(
    '%s %j on %s → %s (%s)',
    (_id, input, page, expected) => {
      const outcomes = pagesFor(page).map((pageUrl) => decide(input, pageUrl));
      results.push(outcomes.every((o) => o === expected));
      expect(outcomes).toEqual(outcomes.map(() => expected));
    },
  );
});

describe('redirect-trust corpus, every case in every page context', () => {
  // A rejected target stays rejected everywhere; nothing is trusted from an opaque-origin page.
  const matrix = cases.flatMap((c) =>
    pageContexts.map((page) => [c.id, c.input, page, page === 'opaque' ? 'reject' : c.expected] as const),
  );
  test.each(matrix)('%s %j on %s → %s', (_id, input, page, expected) => {
    for (const pageUrl of pagesFor(page)) expect(decide(input, pageUrl)).toBe(expected);
  });
});
