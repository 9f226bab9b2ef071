/** A small HTML view of the outbox, newest first, with clickable links and visible codes. */
import type { OutboxEmail } from '../outbox';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function row(e: OutboxEmail): string {
  const link = e.link === null ? '' : `<a href="${escape(e.link)}">${escape(e.link)}</a>`;
  return `<tr><td>${new Date(e.sentAt).toISOString()}</td><td>${escape(e.to)}</td><td>${escape(e.type)}</td>`
    + `<td>${escape(e.subject)}</td><td>${link}</td><td><code>${escape(e.otp ?? '')}</code></td><td><pre>${escape(e.body)}</pre></td></tr>`;
}

export function renderOutboxHtml(emails: readonly OutboxEmail[]): string {
  const rows = [...emails].reverse().map(row).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Emulator outbox</title>
<style>body{font-family:system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Emulator outbox (${emails.length})</h1>
<table><thead><tr><th>sent</th><th>to</th><th>type</th><th>subject</th><th>link</th><th>OTP</th><th>body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No emails yet.</td></tr>'}</tbody></table></body></html>`;
}
