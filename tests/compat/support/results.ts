/**
 * From vitest's JSON report to our per-file results, the table, and the CI verdict: every test that the expectations
 * file does not list as an expected failure (for that SDK and target, with a reason) must pass.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export type Target = 'real' | 'emulator';

export interface TestOutcome { readonly file: string; readonly name: string; readonly passed: boolean; readonly failure?: string }

export interface Expectations {
  /** Upstream files left out of the product, with the reason. */
  readonly outOfScope: Readonly<Record<string, string>>;
  /** Per SDK and target: `file > test name` → why it is expected to fail. */
  readonly expectedFailures: Readonly<Record<string, Readonly<Record<Target, Readonly<Record<string, string>>>>>>;
}

export const testKey = (outcome: Pick<TestOutcome, 'file' | 'name'>): string => `${outcome.file} > ${outcome.name}`;

interface VitestJson {
  readonly testResults: ReadonlyArray<{
    readonly name: string;
    readonly message?: string;
    readonly assertionResults: ReadonlyArray<{ readonly fullName: string; readonly status: string; readonly failureMessages?: readonly string[] }>;
  }>;
}

/** A file that failed to load has no assertion results: it is one failed entry, so it cannot pass silently. */
export function readVitestJson(path: string, files: readonly string[]): TestOutcome[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestJson;
  const outcomes: TestOutcome[] = [];
  const seen = new Set<string>();
  for (const result of report.testResults) {
    const file = basename(result.name);
    seen.add(file);
    if (result.assertionResults.length === 0) {
      outcomes.push({ file, name: '(file did not load)', passed: false, failure: result.message ?? 'no tests ran' });
    }
    for (const test of result.assertionResults) {
      const failure = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 3).join(' ').slice(0, 300);
      outcomes.push({ file, name: test.fullName.trim(), passed: test.status === 'passed', ...(test.status === 'passed' ? {} : { failure }) });
    }
  }
  for (const file of files) if (!seen.has(file)) outcomes.push({ file, name: '(file did not run)', passed: false, failure: 'absent from the report' });
  return outcomes;
}

export interface FileRow { readonly file: string; readonly tests: number; readonly passed: Partial<Record<Target, number>> }

export function fileRows(files: readonly string[], byTarget: Partial<Record<Target, readonly TestOutcome[]>>): FileRow[] {
  return files.map((file) => {
    const counts = Object.values(byTarget).map((outcomes) => outcomes!.filter((o) => o.file === file).length);
    const passed: Partial<Record<Target, number>> = {};
    for (const [target, outcomes] of Object.entries(byTarget) as Array<[Target, readonly TestOutcome[]]>) {
      passed[target] = outcomes.filter((o) => o.file === file && o.passed).length;
    }
    return { file, tests: Math.max(0, ...counts), passed };
  });
}

export function formatTable(rows: readonly FileRow[], targets: readonly Target[], outOfScope: Readonly<Record<string, string>>): string {
  const header = ['file', 'tests', ...targets.map((t) => `passed (${t})`)];
  const body = rows.map((row) => [row.file, String(row.tests), ...targets.map((t) => String(row.passed[t] ?? '-'))]);
  const total = ['total', String(rows.reduce((n, r) => n + r.tests, 0)), ...targets.map((t) => String(rows.reduce((n, r) => n + (r.passed[t] ?? 0), 0)))];
  const all = [header, ...body, total];
  const widths = header.map((_, i) => Math.max(...all.map((cells) => cells[i]!.length)));
  const line = (cells: readonly string[]): string => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const skipped = Object.entries(outOfScope).map(([file, reason]) => `not run: ${file} (${reason})`);
  return [line(header), ...body.map(line), line(total), ...skipped].join('\n');
}

/** Tests expected to pass that did not, and expected failures that passed (stale entries to remove). */
export function verdict(outcomes: readonly TestOutcome[], expected: Readonly<Record<string, string>>): { unexpectedFailures: TestOutcome[]; unexpectedPasses: string[] } {
  const unexpectedFailures = outcomes.filter((o) => !o.passed && expected[testKey(o)] === undefined);
  const unexpectedPasses = outcomes.filter((o) => o.passed && expected[testKey(o)] !== undefined).map(testKey);
  return { unexpectedFailures, unexpectedPasses };
}
