/** listEnvelopeSchema(item): the `{items, is_paginated, pagination?}` envelope of every list response. */
import * as z from 'zod';
import type { ListEnvelopeWire } from '../../domain/entities/wire';

export function listEnvelopeSchema<Item extends z.ZodType>(item: Item) {
  return z.looseObject({
    items: z.array(item),
    is_paginated: z.boolean(),
    pagination: z.looseObject({ next_cursor: z.string().nullable() }).optional(),
  }) satisfies z.ZodType<ListEnvelopeWire<z.output<Item>>>;
}
