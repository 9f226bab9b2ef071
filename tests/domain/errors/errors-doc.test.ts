/** docs/errors.md must be what scripts/render-errors-doc.ts renders from the catalogue today. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../../domain/errors';
import { renderErrorsDoc } from '../../../scripts/errors-doc';

describe('docs/errors.md', () => {
  const committed = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'errors.md'), 'utf8');

  test('is up to date (regenerate with `npx tsx scripts/render-errors-doc.ts`)', () => {
    expect(committed).toBe(renderErrorsDoc());
  });

  test('has one table row per catalogue code', () => {
    const documented = [...committed.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]);
    expect(documented).toEqual(Object.keys(catalogue));
  });
});
