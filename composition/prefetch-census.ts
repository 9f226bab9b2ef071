/**
 * PrefetchCensus: counts the client apps of this process that prefetch automatically, and warns past 10 (spec §9):
 * many such apps usually mean one is created per render or per request by mistake. Process state, so it lives in
 * composition/ (application/ has no globals).
 */
import type { AppOptions } from '../application/core/app-options';
import type { EnvironmentPort } from '../ports/environment.port';
import type { LoggerPort } from '../ports/logger.port';

export const PREFETCHING_APPS_WARNING_THRESHOLD = 10;

/**
 * Counts the client apps of a process that prefetch automatically and warns past the threshold (10, spec §9): many
 * such apps usually mean one is created per render or per request by mistake. The roots share one census.
 * @example
 * const census = new PrefetchCensus(10);
 * console.log(census.count); // 0: only browser apps without noAutomaticPrefetch register
 * @internal
 */
export class PrefetchCensus {
  #count = 0;
  readonly #threshold: number;

  constructor(threshold = PREFETCHING_APPS_WARNING_THRESHOLD) {
    this.#threshold = threshold;
  }

  get count(): number {
    return this.#count;
  }

  /** Only browser apps without noAutomaticPrefetch prefetch; each one past the threshold logs a warning. */
  register(options: AppOptions, environment: EnvironmentPort, logger: LoggerPort): void {
    if (options.noAutomaticPrefetch || environment.kind !== 'browser') return;
    this.#count++;
    if (this.#count > this.#threshold) {
      logger.warn(
        `${this.#count} client apps with automatic prefetch exist in this process (more than ${this.#threshold}). ` +
          'Create one app and share it, or pass noAutomaticPrefetch: true.',
      );
    }
  }
}

/** The process-wide census every root registers its client apps with. */
export const processPrefetchCensus = new PrefetchCensus();
