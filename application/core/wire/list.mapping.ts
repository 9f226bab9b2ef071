/** List envelope → Page<T>, mapping each item. */
import type { Page } from '../../../domain/entities/page';
import type { ListEnvelopeWire } from './list.schema';

export function pageFromWire<W, T>(w: ListEnvelopeWire<W>, mapItem: (item: W) => T): Page<T> {
  return {
    items: w.items.map((item) => mapItem(item)),
    isPaginated: w.is_paginated,
    nextCursor: w.pagination?.next_cursor ?? null,
  };
}
