/**
 * LazyFetchHttpAdapter (Node): FetchHttpAdapter with ky imported on the first request instead of with the code.
 * Merely evaluating ky touches Request, ReadableStream and FormData, which makes Node load its whole fetch
 * implementation (undici): ~20 ms of a server entry's cold import for a process that may never send a request.
 */
import type { KyInstance } from 'ky';
import { KyHttpAdapter, type FetchHttpAdapterOptions } from './ky-http.adapter';

let shared: Promise<KyInstance> | undefined;

/** One import of ky for every adapter in the process; a failed import is tried again by the next request. */
function loadKy(): Promise<KyInstance> {
  shared ??= import('ky').then((module) => module.default, (error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

export class LazyFetchHttpAdapter extends KyHttpAdapter {
  constructor(options: FetchHttpAdapterOptions = {}) {
    super(loadKy, options);
  }
}
