/** The list envelope of every list endpoint; `pagination` only on paginated lists (`GET /users`). */
export interface ListEnvelopeWire<T> {
  readonly items: readonly T[];
  readonly is_paginated: boolean;
  readonly pagination?: { readonly next_cursor: string | null };
}
