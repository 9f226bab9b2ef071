/** The `(Request) => Promise<Response>` handler: preflight, faults, dispatch, error mapping, finalize. */
import type { EmulatorCore } from '../core';
import { replacementFor } from '../dev/fault-responses';
import { DroppedConnection, type Fault } from '../dev/faults';
import { isDevPath, refuseForeignDevRequest } from '../dev/dev-guard';
import { rewriteTokenResponse } from '../dev/token-rewrite';
import { dispatch } from './dispatch';
import { errorResponse, finalize, preflight } from './finalize';
import type { Router } from './router';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with a response that replaces the real one, or undefined to go on. */
async function faultBefore(fault: Fault | undefined): Promise<Response | undefined> {
  if (fault === undefined) return undefined;
  switch (fault.kind) {
    case 'delay': await sleep(fault.ms); return undefined;
    case 'hang': return new Promise<never>(() => undefined);
    case 'drop-before': throw new DroppedConnection('before');
    default: return replacementFor(fault);
  }
}

export function createPipeline(core: EmulatorCore, router: Router): (request: Request) => Promise<Response> {
  return async (request) => {
    const pathname = new URL(request.url).pathname;
    if (isDevPath(pathname)) {
      const refused = refuseForeignDevRequest(request);
      if (refused !== undefined) return finalize(request, refused);
      // No CORS preflight answer: another origin's page may not call the dev controls.
      if (request.method === 'OPTIONS') return finalize(request, new Response(null, { status: 204 }));
    } else if (request.method === 'OPTIONS') {
      return finalize(request, preflight());
    }
    const fault = isDevPath(pathname) ? undefined : core.faults.take(request.method, pathname);
    const replaced = await faultBefore(fault);
    if (replaced !== undefined) return finalize(request, replaced);
    let response: Response;
    try {
      response = await dispatch(core, router, request);
    } catch (error) {
      response = errorResponse(error, core.log);
    }
    // After the handler ran (state changed), the client never sees the answer: proves no blind resend.
    if (fault?.kind === 'drop-after') throw new DroppedConnection('after');
    if (fault?.kind === 'token-response') response = await rewriteTokenResponse(core, response, fault.variant);
    return finalize(request, response);
  };
}
