/** RecordingLogger: a LoggerPort fake that keeps every line, for assertions (and canary checks). */
import type { LoggerPort } from '../../ports/logger.port';

export class RecordingLogger implements LoggerPort {
  readonly warnings: string[] = [];
  readonly debugs: string[] = [];

  warn(message: string): void {
    this.warnings.push(message);
  }

  debug(message: string): void {
    this.debugs.push(message);
  }

  get all(): string[] {
    return [...this.warnings, ...this.debugs];
  }
}
