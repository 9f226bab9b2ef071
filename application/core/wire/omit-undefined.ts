/** omitUndefined: drops undefined-valued keys so request bodies carry only what the caller set; null is kept (it clears). */

/** Keys whose type admits undefined: these become optional, the rest stay required. */
type UndefinedKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

export type WithoutUndefined<T> = Omit<T, UndefinedKeys<T>> & { [K in UndefinedKeys<T>]?: Exclude<T[K], undefined> };

export function omitUndefined<T extends object>(obj: T): WithoutUndefined<T> {
  // fromEntries defines own properties, so even a "__proto__" key stays data rather than a prototype.
  return Object.fromEntries(Object.entries(obj).filter(([, value]) => value !== undefined)) as WithoutUndefined<T>;
}
