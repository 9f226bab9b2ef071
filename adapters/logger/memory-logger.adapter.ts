/** MemoryLoggerAdapter: LoggerPort that keeps every line, for tests and the in-memory environment. */
import type { LoggerPort } from '../../ports/logger.port';

export interface LogLine {
  readonly level: 'warn' | 'debug';
  readonly message: string;
}

export class MemoryLoggerAdapter implements LoggerPort {
  readonly #lines: LogLine[] = [];

  warn(message: string): void {
    this.#lines.push({ level: 'warn', message });
  }

  debug(message: string): void {
    this.#lines.push({ level: 'debug', message });
  }

  /** A copy of every line so far, oldest first. */
  lines(): readonly LogLine[] {
    return [...this.#lines];
  }
}
