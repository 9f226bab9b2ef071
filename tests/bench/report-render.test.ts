/**
 * npm run bench's report writers (bench/report/render-*.ts): the table, the markdown page and the hand-written SVG.
 * Fixed figures in, text out; nothing here is timed.
 */
import type { FigureSection } from '../../bench/report/figure';
import { renderMarkdown, renderTable, type RunFacts } from '../../bench/report/render-markdown';
import { renderSvg } from '../../bench/report/render-svg';
import { ratio } from '../../bench/report/stats';

const sections: FigureSection[] = [
  {
    title: 'Browser bundle', method: 'esbuild, gzip -9', target: '',
    rows: [
      { subject: 'Portcullis', value: 63, unit: 'KB gzip', ratio: '' },
      { subject: '<sdk> & co', value: 126, unit: 'KB gzip', ratio: ratio(63, 126) },
      { subject: 'firebase', value: Number.NaN, unit: 'KB gzip', ratio: 'n/a', note: 'not installed: ETARGET | x' },
    ],
  },
  {
    title: 'Emulator', method: 'loops', target: 'exactly 1 refresh: met',
    rows: [
      { subject: 'start', value: 0.5, unit: 'ms', ratio: '' },
      { subject: 'get-user, concurrency 1', value: 900, unit: 'requests/s', ratio: '' },
    ],
  },
];
const facts: RunFacts = { date: '2026-11-25 09:00 UTC', node: 'v20.20.2', cpus: 2, cpuModel: 'Test CPU', platform: 'linux', notes: ['firebase did not install'] };

test('ratio is ours ÷ theirs to two decimals, n/a when a side is missing', () => {
  expect(ratio(63, 126)).toBe('0.50×');
  expect(ratio(undefined, 1)).toBe('n/a');
  expect(ratio(1, 0)).toBe('n/a');
});

test('the table has one row per subject, the section title on its first row only, pipes escaped, missing values as a dash', () => {
  const lines = renderTable(sections).split('\n');
  expect(lines).toHaveLength(2 + 5);
  expect(lines[2]).toBe('| Browser bundle | Portcullis | 63 KB gzip |  |  |');
  expect(lines[3]).toBe('|  | <sdk> & co | 126 KB gzip | 0.50× |  |');
  expect(lines[4]).toBe('|  | firebase | — | n/a | not installed: ETARGET \\| x |');
});

test('the page states the machine, that the figures come from one run, the targets, the methods and the notes', () => {
  const page = renderMarkdown(sections, facts);
  expect(page).toContain('Every figure below comes from one run');
  expect(page).toContain('2 cores (Test CPU, shared with other work), Node v20.20.2');
  expect(page).toContain('![Benchmarks chart](bench.svg)');
  expect(page).toContain('- **Emulator**: exactly 1 refresh: met');
  expect(page).toContain('- **Browser bundle**: esbuild, gzip -9');
  expect(page).toContain('- firebase did not install');
});

test('the SVG escapes text, draws one bar per measured row, scales per unit and names what was not measured', () => {
  const svg = renderSvg(sections, 'One run');
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain('&lt;sdk&gt; &amp; co');
  expect(svg).not.toContain('<sdk>');
  expect(svg.match(/<rect x=/g)).toHaveLength(4);
  expect(svg).toContain('class="ours"');
  expect(svg).toContain('not measured: not installed: ETARGET | x');
  // 0.5 ms and 900 requests/s are each the largest of their unit: both get the full bar.
  expect(svg.match(/width="430\.0"/g)).toHaveLength(3);
});
