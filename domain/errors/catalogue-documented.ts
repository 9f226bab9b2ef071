/**
 * The documented catalogue: each lean row of catalogue.ts joined with its message, details example and details field
 * names (the example's keys) from catalogue-messages.ts. For the docs renderer, the tests and anything that walks the
 * wording; never in a browser bundle.
 */
import { catalogueRows, type CatalogueRows, type KnownErrorCode } from './catalogue';
import { catalogueMessages } from './catalogue-messages';
import type { AnyRow, DetailsSpec } from './catalogue-row';

/** A documented row: the lean row, its message, and `details.example` next to `details.fields`. */
export type DocumentedRow<C extends KnownErrorCode> = Omit<CatalogueRows[C], 'details'> & {
  readonly details: CatalogueRows[C]['details'] extends infer S
    ? (S extends DetailsSpec<infer D> ? { readonly fields: readonly (keyof D & string)[]; readonly example: unknown } : undefined)
    : never;
  readonly message: (typeof catalogueMessages)[C]['message'];
};

export type Catalogue = { readonly [C in KnownErrorCode]: DocumentedRow<C> };

function documented(code: KnownErrorCode): AnyRow {
  const lean = catalogueRows[code];
  const wording = catalogueMessages[code] as { readonly example?: Record<string, unknown>; readonly message: (d: never) => string };
  // The fields are the example's keys (in the wire order the service writes them).
  const example = wording.example ?? {};
  const details = lean.details === undefined ? undefined : { fields: Object.keys(example), example };
  return { ...lean, details, message: wording.message };
}

/** Every code with parent, status, details fields and example, and message (docs/errors.md is rendered from it). */
export const catalogue = Object.fromEntries(
  (Object.keys(catalogueRows) as KnownErrorCode[]).map((code) => [code, documented(code)]),
) as unknown as Catalogue;
