/**
 * The floors of application/ are written down twice — the rules in .dependency-cruiser.cjs (which `npm run lint`
 * enforces) and the table in application/README.md (which a reader follows). This keeps the two and the folders on
 * disk the same list in the same order, so the map a newcomer reads is the one the lint checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const ONE_WAY_PREFIX = 'application-one-way-';

interface ForbiddenRule { readonly name: string; readonly from: { readonly path?: string }; readonly to: { readonly path?: string | readonly string[] } }
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the lint config is CommonJS, read as the lint reads it
const config = require(join(ROOT, '.dependency-cruiser.cjs')) as { readonly forbidden: readonly ForbiddenRule[] };

const oneWayRules = config.forbidden.filter((rule) => rule.name.startsWith(ONE_WAY_PREFIX));
/** The floors in the lint's order, bottom first (one rule per floor). */
const lintFloors = oneWayRules.map((rule) => rule.name.slice(ONE_WAY_PREFIX.length));

/** The folders the README's layout table lists, in its order (first cell of each row, `floor/` or `floor/<file>`). */
function readmeFloors(): string[] {
  const readme = readFileSync(join(ROOT, 'application/README.md'), 'utf8');
  return [...readme.matchAll(/^\| `([a-z-]+)\/[^`]*` \|/gm)].map((match) => match[1]!);
}

describe('application/ floors: lint, README and folders agree', () => {
  test('the lint has one one-way rule per floor, each naming its own folder', () => {
    expect(lintFloors.length).toBeGreaterThanOrEqual(10);
    for (const rule of oneWayRules) {
      const floor = rule.name.slice(ONE_WAY_PREFIX.length);
      expect(rule.from.path).toBe(`^application/${floor}/`);
    }
  });

  test('each floor forbids exactly the floors above it', () => {
    oneWayRules.forEach((rule, i) => {
      const above = lintFloors.slice(i + 1);
      const targets = [rule.to.path ?? []].flat();
      const upward = new RegExp(targets[0]!);
      for (const floor of above) expect(upward.test(`application/${floor}/x.ts`)).toBe(true);
      for (const floor of lintFloors.slice(0, i + 1)) expect(upward.test(`application/${floor}/x.ts`)).toBe(false);
    });
  });

  test('every folder in application/ is a floor, and every floor is a folder', () => {
    const folders = readdirSync(join(ROOT, 'application'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...folders].sort()).toEqual([...lintFloors].sort());
  });

  test('application/README.md lists the floors in the lint order', () => {
    expect(readmeFloors()).toEqual(lintFloors);
  });
});
