/** Schemas shared by every wire schema: arbitrary JSON (metadata) and epoch-millisecond timestamps. */
// eslint-disable-next-line no-restricted-imports -- the namespace import the rule asks for; its importNames also matches `* as`
import * as z from 'zod';

/** Metadata fields: any JSON value, null when never set. */
export const jsonSchema = z.json();

/** `*_millis` fields: a finite number of milliseconds since the epoch. */
export const epochMsSchema = z.number();
