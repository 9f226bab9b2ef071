/**
 * LoggerPort: warnings for developers. Never given tokens or keys.
 *
 * @example
 * logger.warn('Cookies are blocked: the session is kept in memory for this page only.');
 * @public
 */
export interface LoggerPort {
  warn(message: string): void;
  debug(message: string): void;
}
