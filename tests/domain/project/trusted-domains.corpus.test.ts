// Runs the shared trusted-domain corpus (tests/fixtures/trusted-domains.json) through the entry validator.
import corpus from '../../fixtures/trusted-domains.json';
import { trustedDomainEntryIssues } from '../../../domain/project';

type Verdict = 'err' | 'warn' | 'ok';
interface CorpusCase {
  readonly id: string;
  readonly domain: string;
  readonly expected: Verdict;
  readonly why: string;
}

const cases = corpus.cases as readonly CorpusCase[];

/** err when any issue is an error, warn when only warnings, ok when none. */
function verdictOf(domain: string): Verdict {
  const issues = trustedDomainEntryIssues(domain);
  if (issues.some((i) => i.severity === 'error')) return 'err';
  return issues.length > 0 ? 'warn' : 'ok';
}

describe('trusted-domains corpus', () => {
  const results: boolean[] = [];
  afterAll(() => {
    console.log(`trusted-domains.json: ${results.filter(Boolean).length}/${cases.length} cases passed`);
  });

  test.each(cases.map((c) => [c.id, c.domain, c.expected, c.why] as const))('%s %j → %s (%s)', (_id, domain, expected) => {
    const verdict = verdictOf(domain);
    results.push(verdict === expected);
    expect(verdict).toBe(expected);
  });
});
