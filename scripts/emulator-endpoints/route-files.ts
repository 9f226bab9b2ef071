/** Which emulator route (and route file under emulator/routes/) serves a spec call. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../../emulator/http/route';
import { Router } from '../../emulator/http/router';
import { ALL_ROUTES } from '../../emulator/routes';
import { sampleOf, type SpecCall } from './spec-calls';

export interface Served { route: Route; file: string }

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'handler' in value;

/** Route object → the `*.routes.ts` file that exports it (by identity, so the same instances as ALL_ROUTES). */
export async function routeFileMap(root: string): Promise<Map<Route, string>> {
  const dir = join(root, 'emulator', 'routes');
  const map = new Map<Route, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.routes.ts')).sort()) {
    const mod = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (Array.isArray(value)) for (const r of value) if (isRoute(r)) map.set(r, `emulator/routes/${file}`);
    }
  }
  return map;
}

/** The route the emulator's router picks for the call, with its file; null when nothing serves it. */
export function servingRoute(call: SpecCall, files: Map<Route, string>): Served | null {
  const router = new Router();
  router.add(ALL_ROUTES);
  const match = router.match(call.method, sampleOf(call.path), false);
  if (match === null || !('route' in match)) return null;
  return { route: match.route, file: files.get(match.route) ?? '(not in a *.routes.ts file)' };
}
