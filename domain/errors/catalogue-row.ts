/** The shape of one catalogue row, and the helpers (`row`, `details`) that keep each row one typed line. */

/** Wire details of a known error: a JSON object with the server's exact field names. */
export type DetailsShape = { readonly [field: string]: unknown };

/**
 * Typed details marker: the type parameter is the wire shape. The field names and a realistic example of each shape
 * live with the messages (catalogue-messages.ts: the example's keys are the fields), out of the browser bundle, which
 * only needs to know that a code has details.
 */
export interface DetailsSpec<D> {
  /** Type only, never set: carries the wire shape for inference. */
  readonly shape?: D;
}

const DETAILS_MARKER: DetailsSpec<never> = Object.freeze({});

/** `details<{ min_length: number }>()`: the explicit type argument is the contract. */
export function details<D extends DetailsShape>(): DetailsSpec<D> {
  return DETAILS_MARKER as DetailsSpec<D>;
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
}

/**
 * What the client needs to rebuild an error from a response: parent, status, retry rule and whether it has details.
 * Field names and messages are not here: a response carries the server's own message (catalogue-messages.ts has the wording).
 */
export interface Row<P extends string, D extends DetailsShape | undefined> {
  readonly parent: P | undefined;
  readonly status: number;
  readonly abstract: boolean;
  readonly retryAfterTokenRefresh: boolean;
  readonly details: ([D] extends [DetailsShape] ? DetailsSpec<D> : never) | undefined;
  /** Type only, never set: the wire details of the code (read by KnownErrorDetails). */
  readonly detailsType?: (details: D) => void;
}

/** A catalogue row with its types erased, for code that walks the table (the class generator). */
export interface AnyCodeRow {
  readonly parent: string | undefined;
  readonly status: number;
  readonly abstract: boolean;
  readonly retryAfterTokenRefresh: boolean;
  readonly details: object | undefined;
}

/** A documented row (catalogue-documented.ts): the row plus its message and an example of its details. */
export interface AnyRow extends AnyCodeRow {
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
