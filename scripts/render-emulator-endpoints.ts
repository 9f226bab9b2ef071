/** Writes docs/emulator-endpoints.md: `npx tsx scripts/render-emulator-endpoints.ts`. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEmulatorEndpoints } from './emulator-endpoints/render';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, 'docs', 'emulator-endpoints.md');
writeFileSync(target, await renderEmulatorEndpoints(root));
console.log(`wrote ${target}`);
