/**
 * The HTML part of outgoing mail. The service sends every templated mail as HTML and text (its TSX templates
 * rendered both ways); the emulator renders its plain wording as a small HTML document: the subject as heading, one
 * paragraph per line, links clickable. Readers that look in the HTML (upstream's e2e helpers find the sign-in mail by
 * the nonce in its HTML) see the same link and code as in the text.
 */

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** A line with its http(s) URLs as anchors; everything else escaped. */
function lineToHtml(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = escapeHtml(match[0]);
    out += `${escapeHtml(line.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(line.slice(last));
}

export function plainMailToHtml(subject: string, body: string): string {
  const paragraphs = body.split('\n').filter((line) => line.trim() !== '').map((line) => `<p>${lineToHtml(line)}</p>`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${escapeHtml(subject)}</title></head>`
    + `<body><h3>${escapeHtml(subject)}</h3>${paragraphs.join('')}</body></html>`;
}
