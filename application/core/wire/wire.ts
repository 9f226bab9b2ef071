/**
 * WireOf<typeof schema>: the wire type a zod schema checks, as the mappings read it, so each wire field is written once
 * (in the schema) instead of again in a hand-written interface. A loose object's output carries an index signature
 * (`[k: string]: unknown`, the keys a newer server may add, kept at run time); Wire drops it at every depth, so a mapping
 * reads only the keys the schema declares and a misspelt key fails to compile instead of reading `unknown`. JSON values
 * (metadata) and records keep their index signatures.
 */
import type * as z from 'zod/mini';
import type { JsonValue } from '../../../domain/entities/json-value';

/** The declared keys of T, without its index signatures. */
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 };

export type Wire<T> =
  T extends JsonValue ? T
  : T extends readonly (infer Item)[] ? readonly Wire<Item>[]
  : T extends object
    ? [DeclaredKeys<T>] extends [never] ? T : { readonly [K in keyof T as K extends DeclaredKeys<T> ? K : never]: Wire<T[K]> }
  : T;

export type WireOf<Schema extends z.ZodMiniType> = Wire<z.output<Schema>>;
