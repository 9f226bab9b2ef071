/**
 * `npm run bench` (after `npm run build`): every comparison of issue 13 in one run — browser bundle, Node cold import,
 * per-call get-user, refreshes on an expired token, the emulator's start and throughput — then writes docs/bench.md
 * (table, targets, methods) and docs/bench.svg (chart), and prints the table. The sections run one after another in
 * this process, so nothing else of ours competes with a measurement.
 */
import { writeFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import { join } from 'node:path';
import { bundleSection } from './report/bundles';
import { unrefTimers } from './report/clients';
import { coldImportSection } from './report/cold-import';
import { emulatorSection } from './report/emulator-figures';
import type { FigureSection } from './report/figure';
import { installPeers } from './report/peers';
import { perCallSection } from './report/per-call';
import { refreshSection } from './report/refresh-storm';
import { renderMarkdown, renderTable, type RunFacts } from './report/render-markdown';
import { renderSvg } from './report/render-svg';

async function main(): Promise<void> {
  const root = process.cwd();
  const restoreTimers = unrefTimers();
  const step = async (name: string, run: () => Promise<FigureSection>): Promise<FigureSection> => {
    console.error(`bench: ${name}…`);
    return run();
  };
  const peers = await installPeers();
  const sections = [
    await step('browser bundles', () => bundleSection(root, peers)),
    await step('Node cold import', () => coldImportSection(root)),
    await step('per-call get-user', () => perCallSection(root)),
    await step('refresh storm', () => refreshSection(root)),
    await step('emulator', () => emulatorSection()),
  ];
  restoreTimers();
  const facts: RunFacts = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    platform: `${platform()} ${release()}`,
    notes: [
      `Peers installed into ${peers.dir} (a project of their own, not this repository's package.json): ${peers.installed.map((p) => `${p.program.name} ${p.version}`).join(', ') || 'none'}.`,
      ...peers.missing.map((m) => `${m.name} did not install: ${m.reason}.`),
    ],
  };
  writeFileSync(join(root, 'docs/bench.md'), renderMarkdown(sections, facts));
  writeFileSync(join(root, 'docs/bench.svg'), renderSvg(sections, `One run, ${facts.date}: ${facts.cpus} cores, Node ${facts.node}`));
  console.log(renderTable(sections));
  for (const section of sections) if (section.target !== '') console.log(`target: ${section.title}: ${section.target}`);
  console.log('\nwritten: docs/bench.md, docs/bench.svg');
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
