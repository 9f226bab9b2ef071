/** Page<T>: a list response; nextCursor is null on the last page and for unpaginated lists. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly isPaginated: boolean;
  readonly nextCursor: string | null;
}
