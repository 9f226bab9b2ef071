/** Body parsing by content type (protocol §1.4); any failure is BODY_PARSING_ERROR, worded as the service words it. */
import { knownBecause } from './errors';

function decode(bytes: Uint8Array, contentType: string): unknown {
  let raw: string;
  try {
    raw = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw knownBecause('BODY_PARSING_ERROR', 'Request body cannot be parsed as UTF-8');
  }
  switch (contentType) {
    case 'application/json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw knownBecause('BODY_PARSING_ERROR', 'Invalid JSON in request body');
      }
    case 'application/x-www-form-urlencoded':
      return Object.fromEntries(new URLSearchParams(raw));
    case 'text/plain':
      return raw;
    default:
      throw knownBecause('BODY_PARSING_ERROR', `Unknown content type in request body: ${contentType}`);
  }
}

/** `undefined` = no body. GET/HEAD bodies are ignored whatever the content type says. */
export async function parseBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const bytes = new Uint8Array(await request.arrayBuffer());
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (bytes.length === 0) return undefined;
  if (contentType === 'application/octet-stream') return bytes;
  return decode(bytes, contentType);
}
