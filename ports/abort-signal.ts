/**
 * AbortSignalLike: the structural part of AbortSignal that ports accept.
 * Declared here so layers compiled without DOM or Node types (application/) can pass signals through.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
