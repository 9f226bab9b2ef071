/**
 * The emulator's front page (`/` and `/emulator/`): what is served here and how to connect. Links to its own routes are
 * relative; every interpolated value is escaped.
 */
import { SEED } from '../state/seed';
import { exportLines } from './connection-variables';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface IndexPageFacts {
  /** The emulator's public base URL: what a client takes as `baseUrl`. */
  readonly apiUrl: string;
  /** The demo app served on the same origin (`npm start`), or null when the emulator runs alone. */
  readonly demoUrl: string | null;
  readonly outboxCount: number;
  readonly nowMillis: number;
}

const row = (href: string, what: string, how: string): string =>
  `<tr><td><a href="${href}"><code>${escape(href)}</code></a></td><td>${escape(what)}</td><td>${how}</td></tr>`;

export function renderIndexHtml(facts: IndexPageFacts): string {
  const d = SEED.demo;
  const base = facts.apiUrl;
  const demo = facts.demoUrl === null ? ''
    : `<h2>Demo app</h2>\n<p>Served on this origin by <code>npm start</code>: <a href="${escape(facts.demoUrl)}">${escape(facts.demoUrl)}</a>.</p>\n`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portcullis emulator</title>
<style>body{font-family:system-ui;margin:2rem;max-width:60rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}code{font-size:.95em}</style>
</head><body><main>
<h1>Portcullis emulator</h1>
<p>A local, wire-compatible Stack Auth REST API v1 backend. Point a client at it with
<code>baseUrl: '${escape(base)}'</code> (the origin; <code>${escape(base)}/api/v1</code> works too).</p>
<h2>Demo project</h2>
<table><tbody>
<tr><th scope="row">project id</th><td><code>${escape(d.projectId)}</code></td></tr>
<tr><th scope="row">publishable client key</th><td><code>${escape(d.publishableClientKey)}</code></td></tr>
<tr><th scope="row">trusted domain</th><td><code>${escape(d.trustedDomain)}</code> (localhost allowed)</td></tr>
</tbody></table>
<p>A Node client reads them from the environment (paste into a shell, then e.g. <code>npx tsx examples/quick-start-node.ts</code>):</p>
<pre>${escape(exportLines(base).join('\n'))}</pre>
<p>The secret server and admin keys are printed in the terminal that started the emulator, not on this page.</p>
${demo}<h2>What is served</h2>
<table><thead><tr><th>path</th><th>what</th><th>how</th></tr></thead><tbody>
${row('/api/v1', 'the REST API', 'every call of the product specification, with Stack Auth headers')}
${row('/emulator/outbox.html', `outbox (${facts.outboxCount} email${facts.outboxCount === 1 ? '' : 's'})`, 'links and codes of every email sent; JSON at <code>GET /emulator/outbox</code>, cleared by <code>DELETE</code>')}
${row('/emulator/time', `virtual clock (now ${escape(new Date(facts.nowMillis).toISOString())})`, '<code>POST {"advance_ms": n}</code> or <code>{"set_ms": t}</code> to expire tokens and codes')}
${row('/emulator/faults', 'fault injection', '<code>POST {"path", "method"?, "times"?, "fault": {"kind": "delay"|"hang"|"drop-before"|"drop-after"|"status"|"429"|"malformed-200"|"known-error-mismatch"|"token-response"}}</code>; <code>DELETE</code> clears')}
${row('/emulator/rotation', 'refresh-token rotation, revoke', '<code>POST {"enabled", "reuse_grace_ms"?}</code>: rotation with reuse detection (RFC 9700 §4.14.2); <code>POST /emulator/revoke {"refresh_token"}|{"user_id"}</code> revokes sessions')}
</tbody></table>
<p><code>POST /emulator/reset</code> returns the emulator to its seed state.</p>
</main></body></html>`;
}
