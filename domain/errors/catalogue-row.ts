/** The shape of one catalogue row, and the helpers (`row`, `details`) that keep each row one typed line. */

/** Wire details of a known error: a JSON object with the server's exact field names. */
export type DetailsShape = { readonly [field: string]: unknown };

/**
 * Typed details marker. The type parameter is the wire shape; the example is a realistic value of
 * that shape, used for documentation and for round-trip tests (and its keys are the field list).
 */
export interface DetailsSpec<D> {
  readonly fields: readonly (keyof D & string)[];
  readonly example: D;
}

/** `details<{ min_length: number }>({ min_length: 8 })`: the explicit type argument is the contract. */
export function details<D extends DetailsShape>(example: D): DetailsSpec<D> {
  return { fields: Object.keys(example) as (keyof D & string)[], example };
}

export interface RowInput<P extends string, D extends DetailsShape | undefined> {
  /** The parent code: catching the parent catches this code too. */
  readonly parent?: P;
  /** The HTTP status the server answers with. */
  readonly status: number;
  /** A parent code that is never sent on the wire. */
  readonly abstract?: boolean;
  /** The SDK marks the access token expired and retries (protocol §1.6); never a plain retry. */
  readonly retryAfterTokenRefresh?: boolean;
  readonly details?: DetailsSpec<D>;
  /** The server's message for these details. */
  readonly message: (details: D) => string;
}

export interface Row<P extends string, D extends DetailsShape | undefined> {
  readonly parent: P | undefined;
  readonly status: number;
  readonly abstract: boolean;
  readonly retryAfterTokenRefresh: boolean;
  readonly details: ([D] extends [DetailsShape] ? DetailsSpec<D> : never) | undefined;
  readonly message: (details: D) => string;
}

/** A row with its types erased, for code that walks the whole table. */
export interface AnyRow {
  readonly parent: string | undefined;
  readonly status: number;
  readonly abstract: boolean;
  readonly retryAfterTokenRefresh: boolean;
  readonly details: { readonly fields: readonly string[]; readonly example: DetailsShape } | undefined;
  readonly message: (details: never) => string;
}

/** Fills the defaults; the type parameters carry the parent literal and the details shape. */
export function row<P extends string = never, D extends DetailsShape | undefined = undefined>(input: RowInput<P, D>): Row<P, D> {
  return {
    parent: input.parent,
    status: input.status,
    abstract: input.abstract ?? false,
    retryAfterTokenRefresh: input.retryAfterTokenRefresh ?? false,
    details: input.details as Row<P, D>['details'],
    message: input.message,
  };
}

type UpperSnakeChar =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S'
  | 'T' | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z' | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '_';

type AllUpperSnake<S extends string> = S extends `${infer C}${infer Rest}` ? (C extends UpperSnakeChar ? AllUpperSnake<Rest> : false) : true;

/** `true` when S looks like `API_KEY_REVOKED`: starts with a letter, then capitals, digits and `_`. */
export type IsUpperSnake<S extends string> = S extends `${infer First}${infer Rest}`
  ? First extends '_' | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
    ? false
    : AllUpperSnake<`${First}${Rest}`>
  : false;

/** The keys of T that are not UPPER_SNAKE (never when all are fine). */
export type NonUpperSnakeKeys<T> = { [K in keyof T & string]: IsUpperSnake<K> extends true ? never : K }[keyof T & string];

/** The parents named in T that are not keys of T (never when all exist). */
export type MissingParents<T> = Exclude<{ [K in keyof T]: T[K] extends { parent: infer P } ? P : never }[keyof T], keyof T | undefined>;
