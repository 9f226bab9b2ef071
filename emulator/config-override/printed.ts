/** How yup prints a value in its messages (upstream printValue): strings in quotes, objects as indented JSON. */

/** A simple value: strings in quotes (not escaped), the rest as text. */
const simple = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));

/** Objects as indented JSON whose simple values are printed as above (so a nested string shows escaped quotes). */
export const printedValue = (v: unknown): string =>
  typeof v === 'object' && v !== null
    ? JSON.stringify(v, (_key, value: unknown) => (typeof value === 'object' && value !== null ? value : simple(value)), 2)
    : simple(v);
