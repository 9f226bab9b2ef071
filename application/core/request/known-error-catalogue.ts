/**
 * The known-error catalogue, loaded on first need (a chunk of its own in browser bundles): the first error body to
 * decode, or the first known error the SDK raises itself on a path a sign-in page runs. The errors are the same
 * classes `KnownErrors` exports (one module, loaded once), so `instanceof` and `isInstance` hold as before. A failed
 * load rejects with a NetworkError naming the part; the next use tries again (loadChunk).
 */
import type { KnownErrorCode } from '../../../domain/errors/catalogue';
import type { ClientSideErrorCode } from '../../../domain/errors/client-side-errors';
import type { AnyKnownError, KnownErrorArgs, KnownErrorOf } from '../../../domain/errors/known-error-types';
import { loadChunk } from '../load-chunk';

/** A known-error response body whose code matched its header: what knownErrorFromJson rebuilds the error from. */
export interface KnownErrorJson {
  readonly code: string;
  readonly error?: string;
  readonly details?: unknown;
}

const catalogue = () => loadChunk('known-error catalogue', () => import('../../../domain/errors/catalogue-chunk'));

/** The typed error of a known-error body (an unknown code gives UnsupportedError), as knownErrorFromJson builds it. */
export async function decodeKnownError(body: KnownErrorJson): Promise<AnyKnownError> {
  const { knownErrorFromJson } = await catalogue();
  return knownErrorFromJson(body);
}

/** clientSideError, for async paths a page runs up front: the same error, with the catalogue loaded first. */
export async function loadClientSideError<C extends ClientSideErrorCode & KnownErrorCode>(code: C, ...args: KnownErrorArgs<C>): Promise<KnownErrorOf<C>> {
  const { clientSideError } = await catalogue();
  return clientSideError(code, ...args);
}
