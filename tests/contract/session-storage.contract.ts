// Session storage port contract: get after set, overwrite, remove, unknown keys are null, keys are independent.
import type { SessionStoragePort } from '../../ports/session-storage.port';

export function describeSessionStorageContract(name: string, makeSubject: () => SessionStoragePort): void {
  describe(`SessionStoragePort contract: ${name}`, () => {
    it('an unknown key is null', () => {
      expect(makeSubject().get('missing')).toBeNull();
    });
    it('set then get returns the value; a second set overwrites it', () => {
      const storage = makeSubject();
      storage.set('k', 'one');
      expect(storage.get('k')).toBe('one');
      storage.set('k', 'two');
      expect(storage.get('k')).toBe('two');
    });
    it('remove forgets the key and leaves the others', () => {
      const storage = makeSubject();
      storage.set('a', '1');
      storage.set('b', '2');
      storage.remove('a');
      expect([storage.get('a'), storage.get('b')]).toEqual([null, '2']);
    });
    it('keeps any string, empty and unicode included', () => {
      const storage = makeSubject();
      for (const value of ['', 'ü∑😀', 'x'.repeat(10_000)]) {
        storage.set('v', value);
        expect(storage.get('v')).toBe(value);
      }
    });
  });
}
