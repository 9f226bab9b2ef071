/**
 * What the emulator can check of a template source without running it. The service builds and renders the TSX in a
 * sandbox and refuses a source without `<Subject>` or `<NotificationCategory>`; the emulator runs no user code, so it
 * checks that the module exports EmailTemplate and uses both components (the service's wording for those two), and
 * answers a preview page that shows the source (a deliberate departure, docs/protocol-notes.md).
 */

/** Why the source cannot render, in the service's words where it has them; null when it passes. */
export function renderProblem(tsxSource: string): string | null {
  if (!/\bexport\s+(?:(?:async\s+)?function|const|let|var)\s+EmailTemplate\b|\bexport\s*\{[^}]*\bEmailTemplate\b[^}]*\}/.test(tsxSource)) {
    return 'The template module does not export a function named EmailTemplate';
  }
  if (!/<Subject\b/.test(tsxSource)) return 'Subject is required, import it from @stackframe/emails';
  if (!/<NotificationCategory\b/.test(tsxSource)) return 'NotificationCategory is required, import it from @stackframe/emails';
  return null;
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `rendered_html` of a saved template: an HTML page with the source (the emulator does not render TSX). */
export const previewHtml = (projectName: string, tsxSource: string): string =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Email template preview</title></head><body>' +
  `<p>Preview of an email template of ${escapeHtml(projectName)} (the emulator does not render TSX).</p>` +
  `<pre>${escapeHtml(tsxSource)}</pre></body></html>`;
