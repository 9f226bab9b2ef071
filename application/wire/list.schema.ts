/** listEnvelopeSchema(item): the `{items, is_paginated, pagination?}` envelope of every list response. */
// eslint-disable-next-line no-restricted-imports -- the namespace import the rule asks for; its importNames also matches `* as`
import * as z from 'zod';
import type { ListEnvelopeWire } from '../../domain/entities/wire';

export function listEnvelopeSchema<Item extends z.ZodType>(item: Item) {
  return z.looseObject({
    items: z.array(item),
    is_paginated: z.boolean(),
    pagination: z.looseObject({ next_cursor: z.string().nullable() }).optional(),
  }) satisfies z.ZodType<ListEnvelopeWire<z.output<Item>>>;
}
