/** Schemas shared by every wire schema: arbitrary JSON (metadata) and epoch-millisecond timestamps. */
import * as z from 'zod/mini';

/** Metadata fields: any JSON value, null when never set. */
export const jsonSchema = z.json();

/** `*_millis` fields: a finite number of milliseconds since the epoch. */
export const epochMsSchema = z.number();
