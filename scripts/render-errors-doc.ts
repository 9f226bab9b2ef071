/** Writes docs/errors.md from the catalogue: `npx tsx scripts/render-errors-doc.ts`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderErrorsDoc } from './errors-doc';

const target = fileURLToPath(new URL('../docs/errors.md', import.meta.url));
writeFileSync(target, renderErrorsDoc());
console.log(`wrote ${target}`);
