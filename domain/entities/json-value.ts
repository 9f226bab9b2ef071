/** JsonValue: any JSON document, the type of the free-form metadata fields users and teams carry. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | readonly JsonValue[] | { readonly [key: string]: JsonValue };
