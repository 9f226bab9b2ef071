/** Response builders for routes: JSON (200/201), `{success: true}`, list envelopes, text, redirects. */

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_TYPE, ...headers } });
}

/** 201 for creates (protocol §1.5). */
export const created = (body: unknown): Response => json(body, 201);

/** `{"success": true}`: delete and most action endpoints. */
export const success = (): Response => json({ success: true });

/** Non-paginated list envelope. */
export const list = (items: unknown[]): Response => json({ items, is_paginated: false });

/** Paginated list envelope; `nextCursor` null on the last page. */
export const page = (items: unknown[], nextCursor: string | null): Response =>
  json({ items, is_paginated: true, pagination: { next_cursor: nextCursor } });

export function text(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': TEXT_TYPE, ...headers } });
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The API never emits 301/302 (protocol §1.5): 303 by default, 307 on request. */
export function redirect(location: string, status: 303 | 307 = 303): Response {
  return new Response(null, { status, headers: { location } });
}

export const KNOWN_JSON_TYPE = JSON_TYPE;
export const PLAIN_TEXT_TYPE = TEXT_TYPE;
