/** Maps what fetch, ky or an in-process handler threw into the domain's NetworkError / AbortedError. */
import { AbortedError } from '../../domain/errors/aborted-error';
import { NetworkError } from '../../domain/errors/network-error';
import { PortcullisError } from '../../domain/errors/portcullis-error';
import { scrubUrl } from '../../domain/request/scrub-url';
import type { HttpRequest } from '../../ports/http.port';

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's fetch says "fetch failed" and keeps the real reason (ECONNREFUSED…) in `cause`.
  const inner = error.cause instanceof Error && error.cause.message !== '' ? `: ${error.cause.message}` : '';
  return `${error.message}${inner}`;
}

/** One attempt failed in transport. `aborted` is the bridged signal's state, which wins over the raw error. */
export function toTransportError(error: unknown, request: HttpRequest, signal: AbortSignal): Error {
  if (signal.aborted) return new AbortedError(signal.reason);
  if (PortcullisError.isInstance(error)) return error;
  // ky 1 lets fetch's own TypeError through; its message never carries the URL (the test with canary URLs checks it).
  const raw = error;
  return new NetworkError(
    { method: request.method, url: scrubUrl(request.url), attempts: 1, causeMessage: describeCause(raw) },
    { cause: raw },
  );
}
