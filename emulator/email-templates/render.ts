/** `{{ variable }}` substitution over the built-in wording of outgoing mail. */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Unknown variables stay as written so a typo is visible in the outbox. */
export const substitute = (template: string, vars: Readonly<Record<string, string>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(vars, name) ? vars[name]! : whole));
