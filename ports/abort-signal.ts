/**
 * AbortSignalLike: the structural part of AbortSignal that ports accept.
 * Declared here so layers compiled without DOM or Node types (application/) can pass signals through.
 */
/**
 * A real `AbortSignal` (browser or Node) satisfies it; tests can pass `AbortSignal.abort()` or a controller's signal.
 *
 * @example
 * const controller = new AbortController();
 * await http.send(request, { signal: controller.signal satisfies AbortSignalLike });
 * @public
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
