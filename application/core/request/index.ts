/** Barrel of the request layer. */
export { RequestLayer } from './request-layer';
export * from './request-options';
export type { ApiCall, ApiResponse, FormBody } from './api-call';
export { apiPath, buildApiUrl, encodePathSegment, API_PREFIX, type Query, type QueryValue } from './api-url';
export { AbortScope, raceScope } from '../async';
export { decodeResponse, actualStatus, type DecodedResponse } from './decode-response';
export { fixedSession } from './fixed-session';
