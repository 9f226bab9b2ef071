// The session storage contract for each adapter, and the web adapter's behaviour when the browser refuses storage (F3).
import { MemoryLoggerAdapter } from '../../adapters/logger/memory-logger.adapter';
import { MemorySessionStorageAdapter } from '../../adapters/session-storage/memory-session-storage.adapter';
import { WebSessionStorageAdapter, type StorageLike } from '../../adapters/session-storage/web-session-storage.adapter';
import { describeSessionStorageContract } from '../contract/session-storage.contract';

class MapStorage implements StorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null { return this.values.get(key) ?? null; }
  setItem(key: string, value: string): void { this.values.set(key, value); }
  removeItem(key: string): void { this.values.delete(key); }
}

class RefusingStorage implements StorageLike {
  constructor(readonly error: Error) {}
  getItem(): string | null { throw this.error; }
  setItem(): void { throw this.error; }
  removeItem(): void { throw this.error; }
}

const securityError = (): Error => Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });

describeSessionStorageContract('memory', () => new MemorySessionStorageAdapter());
describeSessionStorageContract('web (a working Storage)', () => new WebSessionStorageAdapter(() => new MapStorage(), new MemoryLoggerAdapter()));
describeSessionStorageContract('web (Storage throws QuotaExceededError)', () => new WebSessionStorageAdapter(() => new RefusingStorage(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })), new MemoryLoggerAdapter()));
describeSessionStorageContract('web (reading window.sessionStorage throws SecurityError)', () => new WebSessionStorageAdapter(() => { throw securityError(); }, new MemoryLoggerAdapter()));

describe('WebSessionStorageAdapter', () => {
  test('writes through to the browser storage', () => {
    const backing = new MapStorage();
    new WebSessionStorageAdapter(() => backing, new MemoryLoggerAdapter()).set('k', 'v');
    expect(backing.values.get('k')).toBe('v');
  });
  test('a refusing storage is warned about once, never thrown', () => {
    const logger = new MemoryLoggerAdapter();
    const storage = new WebSessionStorageAdapter(() => { throw securityError(); }, logger);
    storage.set('a', '1');
    storage.get('a');
    storage.remove('a');
    expect(logger.lines().filter((l) => l.level === 'warn')).toHaveLength(1);
  });
});
