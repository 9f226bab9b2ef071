/** Renders the report's sections as markdown: a header saying the machine and run, one table, the methods, the targets. */
import type { FigureRow, FigureSection } from './figure';

export interface RunFacts {
  readonly date: string;
  readonly node: string;
  readonly cpus: number;
  readonly cpuModel: string;
  readonly platform: string;
  readonly notes: readonly string[];
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');
export const valueText = (row: FigureRow): string => (Number.isNaN(row.value) ? '—' : `${row.value} ${row.unit}`);

/** The table alone (also what the script prints). */
export function renderTable(sections: readonly FigureSection[]): string {
  const lines = ['| Figure | Subject | Value | Ratio (ours ÷ this) | Note |', '|---|---|---:|---:|---|'];
  for (const section of sections) {
    for (const [i, row] of section.rows.entries()) {
      lines.push(`| ${i === 0 ? cell(section.title) : ''} | ${cell(row.subject)} | ${valueText(row)} | ${cell(row.ratio)} | ${cell(row.note ?? '')} |`);
    }
  }
  return lines.join('\n');
}

export function renderMarkdown(sections: readonly FigureSection[], facts: RunFacts): string {
  const targets = sections.filter((s) => s.target !== '').map((s) => `- **${s.title}**: ${s.target}`);
  const methods = sections.map((s) => `- **${s.title}**: ${s.method}`);
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/report.ts). Every figure below comes from one run, side by side, on ${facts.date}:`,
    `${facts.cpus} cores (${facts.cpuModel}, shared with other work), Node ${facts.node}, ${facts.platform}. Absolute times move with the machine; the ratios are the point.`,
    '',
    renderTable(sections),
    '',
    '![Benchmarks chart](bench.svg)',
    '',
    '## Targets (issue 13)',
    '',
    ...targets,
    '',
    '## How each figure is measured',
    '',
    ...methods,
    ...(facts.notes.length > 0 ? ['', '## Notes', '', ...facts.notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
}
