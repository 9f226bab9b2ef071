/**
 * demoSite: the demo's pages (one HTML shell for every path, the bundle at /app.js) and, only when the backend is the
 * local emulator, /demo-api/team-permissions: grants and revokes with the secret server key, held here on the server.
 */
import type { ServerApp } from '../../composition/entry-memory';
import type { DemoConfig } from '../app/config';
import { refuseForeignDevRequest } from '../../emulator/dev/dev-guard';

export interface DemoSiteOptions {
  readonly script: string;
  readonly config: DemoConfig;
  /** The emulator's server app (secret key stays in this process), made on first use; absent against the hosted service. */
  readonly server?: () => Promise<ServerApp>;
}

const escapeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const shell = (config: DemoConfig): string => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Portcullis demo</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1f;background:#fafafc}
@media (prefers-color-scheme:dark){body{color:#ececf1;background:#0c0c10}a{color:#a8c7fa}}
.demo-header{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1.5rem;border-bottom:1px solid #8a8a96}
.demo-header nav{display:flex;gap:1rem}
.demo-body{display:flex;flex-wrap:wrap;gap:1.5rem;padding:1.5rem}
.demo-main{flex:1 1 30rem;min-width:0}
.demo-panel{flex:0 1 24rem;border:1px dashed #8a8a96;border-radius:12px;padding:1rem;font-size:.95rem}
.demo-panel h2{margin-top:0}
.demo-outbox{padding-left:1.2rem;display:grid;gap:.5rem}
.demo-actions{display:flex;gap:.5rem;flex-wrap:wrap}
.demo-form{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;margin:1rem 0}
.demo-main>section>p>button,.demo-form button,.demo-panel button{font:inherit;padding:.35rem .8rem;border-radius:8px;border:1px solid #0b57d0;background:#0b57d0;color:#fff;cursor:pointer}
.demo-form input,.demo-panel select{font:inherit;padding:.3rem .5rem;border-radius:6px;border:1px solid #8a8a96}
.demo-panel label{margin-right:.5rem}
.demo-panel section{margin-bottom:1rem}
</style></head><body><div id="root"></div>
<script id="demo-config" type="application/json">${escapeJson(config)}</script>
<script type="module" src="/app.js"></script></body></html>`;

async function changePermission(server: ServerApp, request: Request): Promise<Response> {
  const body = (await request.json().catch(() => null)) as { teamId?: unknown; userId?: unknown; permissionId?: unknown; grant?: unknown } | null;
  const { teamId, userId, permissionId, grant } = body ?? {};
  if (typeof teamId !== 'string' || typeof userId !== 'string' || typeof permissionId !== 'string' || typeof grant !== 'boolean') {
    return new Response('expected {teamId, userId, permissionId, grant}', { status: 400 });
  }
  const team = await server.getTeam(teamId);
  if (team === null) return new Response('no such team', { status: 404 });
  const result = grant ? await team.grantPermission(userId, permissionId) : await team.revokePermission(userId, permissionId);
  return result.ok ? Response.json({ ok: true }) : new Response(result.error.message, { status: 400 });
}

export function demoSite(options: DemoSiteOptions): (request: Request) => Promise<Response> {
  const html = shell(options.config);
  return async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/app.js') return new Response(options.script, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
    if (path === '/demo-api/team-permissions') {
      if (options.server === undefined) return new Response('only with the local emulator', { status: 404 });
      if (request.method !== 'POST') return new Response('POST only', { status: 405 });
      // It acts with the secret server key: the same guard as the emulator's dev controls (no cross-site writes).
      return refuseForeignDevRequest(request) ?? changePermission(await options.server(), request);
    }
    if (path === '/favicon.ico') return new Response(null, { status: 204 });
    // Account settings and the handler's screens must not be framed by another site (clickjacking).
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" } });
  };
}
