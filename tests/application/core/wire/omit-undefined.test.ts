import fc from 'fast-check';
import { omitUndefined } from '../../../../application/core/wire/omit-undefined';

describe('omitUndefined', () => {
  it('drops undefined, keeps null, false, 0 and empty strings', () => {
    expect(omitUndefined({ a: undefined, b: null, c: false, d: 0, e: '' })).toEqual({ b: null, c: false, d: 0, e: '' });
    expect(Object.keys(omitUndefined({ a: undefined, b: null }))).toEqual(['b']);
  });

  it('keeps every defined entry unchanged', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.option(fc.jsonValue(), { nil: undefined })), (input) => {
      const out: Record<string, unknown> = omitUndefined(input);
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined) expect(Object.prototype.hasOwnProperty.call(out, key)).toBe(false);
        else expect(out[key]).toBe(value);
      }
    }));
  });
});

describe('omitUndefined with hostile keys', () => {
  it('keeps a "__proto__" key as own data instead of changing the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const out: Record<string, unknown> = omitUndefined(input);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out).sort()).toEqual(['__proto__', 'a']);
  });
});
