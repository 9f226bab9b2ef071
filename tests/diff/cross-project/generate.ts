/**
 * The cross-project tests, generated from the emulator's ALL_ROUTES (issue 21): for every route × access type, a
 * request valid in project X (X's ids, tokens and codes) is sent with project Y's keys; every target must refuse (or,
 * where the service answers success without touching anything of X's, name nothing of X's), and the same request
 * with X's own keys (the control) must be accepted by the first target — the real backend in the differential suite,
 * the emulator in tests/emulator/cross-project.test.ts. A served route with neither a recipe nor a reason in
 * not-applicable.ts fails the first test, so none slips past.
 */
import { ALL_ROUTES } from '../../../emulator/routes';
import type { Reply } from '../support/reply';
import type { DiffSuite } from '../support/suite';
import type { Access, Target, WireRequest } from '../support/targets';
import { NOT_APPLICABLE } from './not-applicable';
import type { BuildContext, Recipe, Recipes, Signer } from './recipe';
import { ADMIN_RECIPES } from './recipes-admin';
import { TEAM_RECIPES } from './recipes-teams';
import { USER_RECIPES } from './recipes-users';
import { makeCodes, makeOtherProject, makeOwnedObjects, makePermissions, makeTemplate, otherKeys, yUserToken } from './world';

const RECIPES: Recipes = { ...USER_RECIPES, ...TEAM_RECIPES, ...ADMIN_RECIPES };
/** X's values a reply must never show: every saved id, token and code of X. */
const X_VALUES = ['ann', 'bob', 'cat', 'channel', 'team', 'session', 'oauthAccount', 'userKey', 'teamKey', 'apiKeySet', 'invitation', 'template', 'annRefresh', 'userKeyValue', 'teamKeyValue'];

const served = ALL_ROUTES.filter((r) => r.raw !== true).map((r) => ({
  key: `${r.method} ${r.path}`,
  access: (r.access === 'none' ? ['none'] : r.access ?? ['client', 'server', 'admin']) as Access[],
}));
const servedKeys = new Set(served.map((r) => r.key));
const rows: string[] = [];
const controls: string[] = [];
const SIGNERS: readonly Signer[] = ['x-user', 'y-user'];
const code = (reply: Reply): string => reply.headers.get('x-stack-known-error') ?? '-';

/** Why `reply` does not show that Y reached X: a refusal, or (for `answers` recipes) a reply naming nothing of X's. */
function leak(t: Target, reply: Reply, recipe: Recipe): string | null {
  if (recipe.answers === undefined) return reply.status >= 400 ? null : `answered ${reply.status}: ${reply.text.slice(0, 300)}`;
  if (reply.status >= 400) return null;
  const shown = X_VALUES.filter((name) => t.vars[name] !== undefined && reply.text.includes(t.vars[name]));
  return shown.length === 0 ? null : `answered ${reply.status} showing X's ${shown.join(', ')}`;
}

/** The recipe with X's own keys, which the first target must accept: else the recipe, not the scoping, was refused. */
async function sendControls(diff: DiffSuite, key: string, accesses: readonly Access[], recipe: Recipe): Promise<void> {
  const control = recipe.control ?? 'each';
  if (typeof control === 'object') return;
  const refused: string[] = [];
  for (const access of control === 'first' ? accesses.slice(0, 1) : accesses) {
    const pair = await diff.send(key, access, (t) => recipe.build(t, { access, other: t.keys, signer: 'x-user', yToken: yUserToken, signed: false }), { unorderedBy: recipe.unorderedBy });
    controls.push(`XPROJ control ${key} ${access} real ${pair.real.status} emulator ${pair.emulator.status}`);
    const judge = diff.targets[0];
    pair.each((t, reply) => {
      if (t === judge && reply.status >= 400) refused.push(`${key} ${access}: ${t.name} refused the request in X itself: ${reply.status} ${reply.text.slice(0, 300)}`);
    });
  }
  expect(refused).toEqual([]);
}

/** The tests, inside a describe whose first test made project X on `diff`'s targets; `report` prints the XPROJ lines. */
export function crossProjectTests(diff: DiffSuite, options: { report: boolean }): void {
  test('every served route has a recipe or a reason it is not applicable', () => {
    const missing = served.filter((r) => RECIPES[r.key] === undefined && NOT_APPLICABLE[r.key] === undefined).map((r) => r.key);
    const stale = [...Object.keys(RECIPES), ...Object.keys(NOT_APPLICABLE)].filter((k) => !servedKeys.has(k));
    const both = Object.keys(RECIPES).filter((k) => NOT_APPLICABLE[k] !== undefined);
    expect({ missing, stale, both }).toEqual({ missing: [], stale: [], both: [] });
  });

  test('project Y, and what X owns', async () => {
    await makeOtherProject(diff);
    await makeOwnedObjects(diff);
    await makePermissions(diff);
    await makeCodes(diff);
    await makeTemplate(diff);
  });

  for (const route of served) {
    const recipe = RECIPES[route.key];
    if (recipe === undefined) continue;
    test(`${route.key}: ${recipe.points} with Y's keys`, async () => {
      const leaks: string[] = [];
      for (const access of route.access) {
        for (const signer of SIGNERS) {
          // Built before sending: a Y-user variant exists only where the recipe asks for a signer.
          const built = new Map<Target, WireRequest>();
          let signed = false;
          for (const t of diff.targets) {
            const c: BuildContext = { access, other: otherKeys(t), signer, yToken: yUserToken, signed: false };
            built.set(t, { keys: otherKeys(t), ...(await recipe.build(t, c)) });
            signed = c.signed;
          }
          if (signer === 'y-user' && !signed) continue;
          const pair = await diff.send(route.key, access, (t) => built.get(t) ?? {}, { unorderedBy: recipe.unorderedBy });
          pair.each((t, reply) => {
            const found = leak(t, reply, recipe);
            if (found !== null) leaks.push(`${route.key} ${access} (${signer}) ${t.name} ${found}`);
          });
          rows.push(`XPROJ ${route.key} ${access} ${signer} real ${pair.real.status} ${code(pair.real)} emulator ${pair.emulator.status} ${code(pair.emulator)}`);
        }
      }
      expect(leaks).toEqual([]);
      await sendControls(diff, route.key, route.access, recipe);
    });
  }

  if (options.report) afterAll(() => {
    const na = served.filter((r) => NOT_APPLICABLE[r.key] !== undefined).map((r) => `XPROJ n/a ${r.key} (${r.access.join(', ')}): ${NOT_APPLICABLE[r.key]}`);
    const skipped = served.flatMap((r) => { const c = RECIPES[r.key]?.control; return typeof c === 'object' ? [`XPROJ no control ${r.key}: ${c.skip}`] : []; });
    process.stdout.write(`\n${[...rows, ...controls, ...skipped, ...na, `XPROJ ${rows.length} requests with another project's keys, ${controls.length} controls in X`].join('\n')}\n`);
  });
}
