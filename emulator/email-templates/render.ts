/** `{{ variable }}` substitution over a template's subject and content (text, or the strings of a JSON document). */
import type { Json } from '../state/records';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Unknown variables stay as written so a typo is visible in the outbox. */
export const substitute = (template: string, vars: Readonly<Record<string, string>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(vars, name) ? vars[name]! : whole));

/** Plain text of a content value: a string as is; a JSON document's string leaves, one per line. */
export function contentText(content: Json): string {
  if (typeof content === 'string') return content;
  if (content === null || typeof content !== 'object') return '';
  const parts = Array.isArray(content) ? content.map(contentText) : Object.values(content).map(contentText);
  return parts.filter((p) => p !== '').join('\n');
}
