/** Service identifiers of the request layer's application-level bindings (not ports, so not in TOKENS). */
import type { ServiceIdentifier } from 'inversify';
import type { RequestLayer } from './request-layer';
import { REQUEST_OPTIONS_ID } from './client-request-options';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const REQUEST_IDS = {
  /** Bind with toConstantValue(resolveRequestOptions(raw, env)). */
  RequestOptions: REQUEST_OPTIONS_ID,
  RequestLayer: Symbol.for('portcullis/RequestLayer') as ServiceIdentifier<RequestLayer>,
} as const;
