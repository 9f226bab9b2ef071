/** ConsoleLoggerAdapter: LoggerPort over console; debug lines only when asked for. */
import type { LoggerPort } from '../../ports/logger.port';

export interface ConsoleLoggerOptions {
  /** Print debug lines (retries, timings). Off by default. */
  readonly debug?: boolean;
  readonly prefix?: string;
  /** Where lines go; the global console by default. */
  readonly sink?: Pick<Console, 'warn' | 'debug'>;
}

export class ConsoleLoggerAdapter implements LoggerPort {
  readonly #debug: boolean;
  readonly #prefix: string;
  readonly #sink: Pick<Console, 'warn' | 'debug'>;

  constructor(options: ConsoleLoggerOptions = {}) {
    this.#debug = options.debug ?? false;
    this.#prefix = options.prefix ?? '[portcullis]';
    this.#sink = options.sink ?? console;
  }

  warn(message: string): void {
    this.#sink.warn(`${this.#prefix} ${message}`);
  }

  debug(message: string): void {
    if (this.#debug) this.#sink.debug(`${this.#prefix} ${message}`);
  }
}
