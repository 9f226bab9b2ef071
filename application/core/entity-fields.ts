/**
 * entityFields: the base class of the public objects that are a domain entity's fields plus methods. The instance
 * gets the entity's own fields (exactly those the mapping built: absent optional fields stay absent), typed as
 * the entity, so the object classes declare only their methods and dependencies.
 */
export function entityFields<T extends object>(): new (fields: T) => Readonly<T> {
  return class {
    constructor(fields: T) {
      Object.assign(this, fields);
    }
  } as new (fields: T) => Readonly<T>;
}
