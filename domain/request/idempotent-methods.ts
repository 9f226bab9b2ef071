/** Which HTTP methods may be resent after a transport failure without risking a double effect. */

export type HttpMethodName = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'TRACE';

/** RFC 9110 §9.2.2 idempotent methods; POST and PATCH are the two that are not. */
export const IDEMPOTENT_METHODS: readonly HttpMethodName[] = ['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'];

export const isIdempotentMethod = (method: string): boolean => (IDEMPOTENT_METHODS as readonly string[]).includes(method.toUpperCase());
