/**
 * useObservable: an application Observable as React state. useSyncExternalStore keeps every reader on the same
 * snapshot (one request for N readers); the first load suspends (Suspense), a failure is thrown to the nearest error
 * boundary as the typed error.
 */
import { useSyncExternalStore } from 'react';
import type { Observable } from '../application';

// One promise per observable while it loads, so React sees the same thenable on every retry of the suspended render.
const loading = new WeakMap<Observable<unknown>, Promise<unknown>>();

function suspendOn(observable: Observable<unknown>): Promise<unknown> {
  let promise = loading.get(observable);
  if (promise === undefined) {
    promise = observable.ready().then(
      () => undefined,
      () => undefined, // the error is read from the snapshot on the retry
    ).finally(() => loading.delete(observable));
    loading.set(observable, promise);
  }
  return promise;
}

export function useObservable<T>(observable: Observable<T>): T {
  const snapshot = useSyncExternalStore(observable.subscribe, observable.getSnapshot, observable.getSnapshot);
  if (snapshot.status === 'pending') throw suspendOn(observable as Observable<unknown>);
  if (snapshot.status === 'error') throw snapshot.error;
  return snapshot.value;
}
