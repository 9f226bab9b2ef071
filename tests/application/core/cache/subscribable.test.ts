// Subscribable and Store: listener bookkeeping, hooks, error isolation, referential stability.
import { Store } from '../../../../application/core/cache/store';
import { Subscribable } from '../../../../application/core/cache/subscribable';

class Probe extends Subscribable<(n: number) => void> {
  readonly hooks: string[] = [];
  emit(n: number): void {
    this.notify(n);
  }
  protected override onSubscribe(): void {
    this.hooks.push('sub');
  }
  protected override onUnsubscribe(): void {
    this.hooks.push('unsub');
  }
}

describe('Subscribable', () => {
  it('subscribing the same function twice gives two independent subscriptions', () => {
    const probe = new Probe();
    const listener = jest.fn();
    const offA = probe.subscribe(listener);
    const offB = probe.subscribe(listener);
    probe.emit(1);
    offA();
    probe.emit(2);
    expect(listener.mock.calls).toEqual([[1], [1], [2]]);
    offB();
    expect(probe.hasListeners()).toBe(false);
  });

  it('runs the hooks once per subscribe and once per effective unsubscribe', () => {
    const probe = new Probe();
    const off = probe.subscribe(() => undefined);
    off();
    off();
    expect(probe.hooks).toEqual(['sub', 'unsub']);
  });

  it('works unbound, as useSyncExternalStore calls it', () => {
    const probe = new Probe();
    const { subscribe } = probe;
    const listener = jest.fn();
    subscribe(listener)();
    expect(probe.hasListeners()).toBe(false);
  });

  it('a throwing listener is reported and does not stop the others', () => {
    const reported: unknown[] = [];
    class Quiet extends Subscribable<() => void> {
      constructor() {
        super((error) => reported.push(error));
      }
      emit(): void {
        this.notify();
      }
    }
    const quiet = new Quiet();
    const after = jest.fn();
    quiet.subscribe(() => {
      throw new Error('boom');
    });
    quiet.subscribe(after);
    quiet.emit();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([new Error('boom')]);
  });

  it('a listener may unsubscribe another during notification; the current round still completes', () => {
    const probe = new Probe();
    const second = jest.fn();
    let offSecond = (): void => undefined;
    probe.subscribe(() => offSecond());
    offSecond = probe.subscribe(second);
    probe.emit(1);
    probe.emit(2);
    expect(second.mock.calls).toEqual([[1]]);
  });
});

describe('Store', () => {
  it('notifies only on a real change and keeps the snapshot reference until then', () => {
    const initial = { n: 1 };
    const store = new Store(initial);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(initial);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(initial);
    store.update((v) => ({ n: v.n + 1 }));
    expect(listener).toHaveBeenCalledWith({ n: 2 });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('accepts a custom equality', () => {
    const store = new Store({ n: 1 }, (a, b) => a.n === b.n);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('getSnapshot and subscribe work unbound', () => {
    const store = new Store('a');
    const { getSnapshot, subscribe } = store;
    const listener = jest.fn();
    const off = subscribe(listener);
    store.set('b');
    off();
    expect(getSnapshot()).toBe('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
