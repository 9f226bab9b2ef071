/** Type-level views of the catalogue: details per code, parent families, class shapes, PascalCase names. */
import type { CatalogueRows, KnownErrorCode } from './catalogue';
import type { KnownError, KnownErrorOptions } from './known-error';

/** The wire details of one code (`undefined` when the code has none). */
export type KnownErrorDetails<C extends KnownErrorCode> = Parameters<NonNullable<CatalogueRows[C]['detailsType']>>[0];

type ParentOf<C extends KnownErrorCode> = Exclude<CatalogueRows[C]['parent'], undefined>;

/** C, its parent, grandparent, … */
export type KnownErrorLineage<C extends KnownErrorCode> = C extends KnownErrorCode ? C | KnownErrorLineage<ParentOf<C>> : never;

/** Every code caught by catching P: P itself and all its descendants. */
export type KnownErrorFamily<P extends KnownErrorCode> = { [K in KnownErrorCode]: P extends KnownErrorLineage<K> ? K : never }[KnownErrorCode];

/** An error of exactly this code, with its typed details. */
export type KnownErrorOf<C extends KnownErrorCode> = KnownError & { readonly code: C; readonly details: KnownErrorDetails<C> };

/** Any known error, discriminated by `code` (switch on it). */
export type AnyKnownError = { [C in KnownErrorCode]: KnownErrorOf<C> }[KnownErrorCode];

/** What catching P can give: an error of P or of any descendant. */
export type KnownErrorFamilyMember<P extends KnownErrorCode> = { [C in KnownErrorFamily<P>]: KnownErrorOf<C> }[KnownErrorFamily<P>];

/** Constructor arguments: details required exactly when the code has some. */
export type KnownErrorArgs<C extends KnownErrorCode> = [KnownErrorDetails<C>] extends [undefined]
  ? [details?: undefined, options?: KnownErrorOptions]
  : [details: KnownErrorDetails<C>, options?: KnownErrorOptions];

/** One generated class. `prototype` makes `instanceof` narrow to the whole family. */
export interface KnownErrorClass<C extends KnownErrorCode> {
  new (...args: KnownErrorArgs<C>): KnownErrorOf<C>;
  readonly prototype: KnownErrorFamilyMember<C>;
  readonly code: C;
  readonly row: CatalogueRows[C];
  /** Brand check plus a walk up the parent codes: works across realms and library copies. */
  isInstance(value: unknown): value is KnownErrorFamilyMember<C>;
}

type Word<W extends string> = W extends 'OAUTH' ? 'OAuth' : W extends 'WEBAUTHN' ? 'WebAuthn' : Capitalize<Lowercase<W>>;

/** API_KEY_REVOKED → ApiKeyRevoked (mirrors pascalCaseOfCode at runtime). */
export type PascalCaseOfCode<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Word<Head>}${PascalCaseOfCode<Tail>}` : Word<S>;

/** The record of all generated classes, by PascalCase name. */
export type KnownErrorClasses = { readonly [C in KnownErrorCode as PascalCaseOfCode<C>]: KnownErrorClass<C> };
