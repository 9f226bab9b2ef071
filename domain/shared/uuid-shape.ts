/** Whether a string has a UUID's shape (8-4-4-4-12 hex digits): ids the service types as UUIDs can only have it. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const hasUuidShape = (value: string): boolean => UUID_SHAPE.test(value);
