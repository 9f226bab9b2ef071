/**
 * Renders the report as an SVG bar chart, written as text (no charting library): one panel per section, one bar per
 * measured row, bars scaled to the largest value of their panel, ours in its own colour.
 */
import type { FigureSection } from './figure';
import { valueText } from './render-markdown';

const WIDTH = 900;
const LABEL_WIDTH = 330;
const BAR_MAX = 430;
const ROW_HEIGHT = 22;
const TITLE_HEIGHT = 28;
const GAP = 14;

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function panel(section: FigureSection, top: number): { svg: string[]; height: number } {
  const rows = section.rows;
  // Bars share a scale only with rows of the same unit (the emulator panel mixes ms and requests/s).
  const maxOf = (unit: string): number => Math.max(...rows.filter((r) => r.unit === unit && !Number.isNaN(r.value)).map((r) => r.value), 1e-9);
  const svg = [`<text x="10" y="${top + 18}" class="title">${escape(section.title)}</text>`];
  rows.forEach((row, i) => {
    const y = top + TITLE_HEIGHT + i * ROW_HEIGHT;
    const label = `<text x="${LABEL_WIDTH - 8}" y="${y + 15}" class="label" text-anchor="end">${escape(row.subject)}</text>`;
    if (Number.isNaN(row.value)) {
      svg.push(label, `<text x="${LABEL_WIDTH}" y="${y + 15}" class="value">not measured: ${escape(row.note ?? '')}</text>`);
      return;
    }
    const width = Math.max(1, (row.value / maxOf(row.unit)) * BAR_MAX);
    const ours = row.subject.startsWith('Portcullis');
    svg.push(
      label,
      `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${width.toFixed(1)}" height="${ROW_HEIGHT - 6}" class="${ours ? 'ours' : 'other'}"/>`,
      `<text x="${(LABEL_WIDTH + width + 6).toFixed(1)}" y="${y + 15}" class="value">${escape(valueText(row))}</text>`,
    );
  });
  return { svg, height: TITLE_HEIGHT + rows.length * ROW_HEIGHT + GAP };
}

export function renderSvg(sections: readonly FigureSection[], subtitle: string): string {
  const body: string[] = [`<text x="10" y="22" class="heading">Portcullis benchmarks</text>`, `<text x="10" y="40" class="label">${escape(subtitle)}</text>`];
  let top = 52;
  for (const section of sections) {
    const { svg, height } = panel(section, top);
    body.push(...svg);
    top += height;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${top}" viewBox="0 0 ${WIDTH} ${top}" role="img" aria-label="Portcullis benchmarks">`,
    '<style>text{font-family:system-ui,sans-serif;fill:#222}.heading{font-size:18px;font-weight:600}.title{font-size:14px;font-weight:600}',
    '.label,.value{font-size:12px}.ours{fill:#2563eb}.other{fill:#9ca3af}</style>',
    `<rect width="${WIDTH}" height="${top}" fill="#fff"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
