/** Path matching: `{name}` segments capture; on several matches the most literal route wins. */
import type { Method, Route } from './route';

interface Compiled {
  route: Route;
  segments: string[];
  literalCount: number;
}

export type Match = { route: Route; params: Record<string, string> } | { methodNotAllowed: true } | null;

const split = (path: string): string[] => path.split('/').filter((s) => s !== '');

export class Router {
  private readonly compiled: Compiled[] = [];

  add(routes: readonly Route[]): void {
    for (const route of routes) {
      const segments = split(route.path);
      this.compiled.push({ route, segments, literalCount: segments.filter((s) => !s.startsWith('{')).length });
    }
  }

  match(method: string, path: string, raw: boolean): Match {
    const parts = split(path);
    let best: { c: Compiled; params: Record<string, string> } | undefined;
    let pathMatched = false;
    for (const c of this.compiled) {
      if ((c.route.raw ?? false) !== raw) continue;
      const params = matchSegments(c.segments, parts);
      if (params === null) continue;
      pathMatched = true;
      if (c.route.method !== (method as Method)) continue;
      if (best === undefined || c.literalCount > best.c.literalCount) best = { c, params };
    }
    if (best !== undefined) return { route: best.c.route, params: best.params };
    return pathMatched ? { methodNotAllowed: true } : null;
  }
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const part = parts[i]!;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (seg !== part) {
      return null;
    }
  }
  return params;
}
