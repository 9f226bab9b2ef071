/** listEnvelopeSchema(item): the `{items, is_paginated, pagination?}` envelope of every list response. */
import * as z from 'zod/mini';
import type { ListEnvelopeWire } from '../../../domain/entities/wire';

export function listEnvelopeSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.lazy(() => z.looseObject({
    items: z.array(item),
    is_paginated: z.boolean(),
    pagination: z.optional(z.looseObject({ next_cursor: z.nullable(z.string()) })),
  })) satisfies z.ZodMiniType<ListEnvelopeWire<z.output<Item>>>;
}
