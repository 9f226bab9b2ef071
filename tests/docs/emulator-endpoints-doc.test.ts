/** docs/emulator-endpoints.md must be what scripts/render-emulator-endpoints.ts renders from the tree today. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderEmulatorEndpoints } from '../../scripts/emulator-endpoints/render';
import { loadSpecCalls } from '../../scripts/emulator-endpoints/spec-calls';

const root = join(__dirname, '..', '..');

describe('docs/emulator-endpoints.md', () => {
  const committed = readFileSync(join(root, 'docs', 'emulator-endpoints.md'), 'utf8');

  test('is up to date (regenerate with `npx tsx scripts/render-emulator-endpoints.ts`)', async () => {
    expect(committed).toBe(await renderEmulatorEndpoints(root));
  });

  test('has one table row per spec §7 call, in fixture order', () => {
    const documented = [...committed.matchAll(/^\| [^|]+ \| `([A-Z]+ [^`]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual(loadSpecCalls(root).map((c) => `${c.method} ${c.path}`));
  });
});
