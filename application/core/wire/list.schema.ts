/** listEnvelopeSchema(item): the `{items, is_paginated, pagination?}` envelope of every list response. */
import * as z from 'zod/mini';
import type { WireOf } from './wire';

export function listEnvelopeSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.lazy(() => z.looseObject({
    items: z.array(item),
    is_paginated: z.boolean(),
    pagination: z.optional(z.looseObject({ next_cursor: z.nullable(z.string()) })),
  }));
}

/** A list response whose items the caller's mapping reads as Item. */
export type ListEnvelopeWire<Item> = Omit<WireOf<ReturnType<typeof listEnvelopeSchema>>, 'items'> & { readonly items: readonly Item[] };
