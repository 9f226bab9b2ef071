/**
 * The capabilities of application/ are written down twice — the rules in .dependency-cruiser.cjs (which `npm run lint`
 * enforces) and the table in application/README.md (which a reader follows). This keeps the two and the folders on
 * disk the same list in the same order, and checks that the rules make the application flow one way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const ONE_WAY_PREFIX = 'application-one-way-';

interface ForbiddenRule { readonly name: string; readonly from: { readonly path?: string }; readonly to: { readonly path?: string | readonly string[] } }
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the lint config is CommonJS, read as the lint reads it
const config = require(join(ROOT, '.dependency-cruiser.cjs')) as { readonly forbidden: readonly ForbiddenRule[] };

const oneWayRules = config.forbidden.filter((rule) => rule.name.startsWith(ONE_WAY_PREFIX));
/** The capabilities in the lint's order, core first (one rule each). */
const capabilities = oneWayRules.map((rule) => rule.name.slice(ONE_WAY_PREFIX.length));

/** Whether the lint lets application/<from>/ import application/<to>/. */
function mayImport(from: string, to: string): boolean {
  const rule = oneWayRules.find((r) => r.name === ONE_WAY_PREFIX + from)!;
  const targets = [rule.to.path ?? []].flat();
  return !targets.some((target) => new RegExp(target).test(`application/${to}/x.ts`));
}

/** The folders the README's layout table lists, in its order (first cell of each row, `name/`). */
function readmeCapabilities(): string[] {
  const readme = readFileSync(join(ROOT, 'application/README.md'), 'utf8');
  return [...readme.matchAll(/^\| `([a-z-]+)\/[^`]*` \|/gm)].map((match) => match[1]!);
}

describe('application/ capabilities: lint, README and folders agree', () => {
  test('the lint has one one-way rule per capability, each naming its own folder, core first', () => {
    expect(capabilities.length).toBeGreaterThanOrEqual(10);
    expect(capabilities[0]).toBe('core');
    for (const rule of oneWayRules) expect(rule.from.path).toBe(`^application/${rule.name.slice(ONE_WAY_PREFIX.length)}/`);
  });

  test('imports flow one way: a capability may import only capabilities listed before it, and core none', () => {
    capabilities.forEach((from, i) => {
      for (const [j, to] of capabilities.entries()) {
        if (j >= i && to !== from) expect([from, to, mayImport(from, to)]).toEqual([from, to, false]);
      }
      expect(mayImport(from, from)).toBe(true);
    });
    for (const to of capabilities.slice(1)) expect(mayImport('core', to)).toBe(false);
  });

  test('no capability imports the public barrel or any application/*.ts', () => {
    for (const rule of oneWayRules) {
      const targets = [rule.to.path ?? []].flat();
      expect(targets.some((target) => new RegExp(target).test('application/index.ts'))).toBe(true);
    }
  });

  test('every folder in application/ is a capability, and every capability is a folder', () => {
    const folders = readdirSync(join(ROOT, 'application'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...folders].sort()).toEqual([...capabilities].sort());
  });

  test('application/README.md lists the capabilities in the lint order', () => {
    expect(readmeCapabilities()).toEqual(capabilities);
  });
});
