/**
 * One run per key for a page's lifetime: a callback page's one-shot action (verify a code, finish an OAuth sign-in,
 * sign out) runs once even when React StrictMode mounts the screen twice or it re-renders.
 */
import { useEffect, useState } from 'react';
import { reportIfUnexpected } from './messages';

const runs = new Map<string, Promise<unknown>>();

function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let promise = runs.get(key) as Promise<T> | undefined;
  if (promise === undefined) {
    promise = run();
    runs.set(key, promise);
  }
  return promise;
}

export type OnceState<T> = { readonly status: 'pending' } | { readonly status: 'done'; readonly value: T } | { readonly status: 'failed'; readonly error: unknown };

/** Runs `run` once for `key` after mount (never during server rendering); null key = nothing to run. */
export function useOnce<T>(key: string | null, run: () => Promise<T>): OnceState<T> {
  const [state, setState] = useState<OnceState<T>>({ status: 'pending' });
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    once(key, run).then(
      (value) => live && setState({ status: 'done', value }),
      (error: unknown) => {
        if (!live) return;
        reportIfUnexpected(error);
        setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]); // `run` is read once per key on purpose
  return state;
}
