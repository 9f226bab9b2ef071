/** One HTTP answer as the differential suite keeps it: status, headers, cookies, text, parsed JSON. */

export interface Reply {
  status: number;
  headers: Headers;
  /** Every Set-Cookie line, as sent. */
  cookies: string[];
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
  /** The string at a dotted path of the JSON body (`items[0].id`), or an error naming what is there instead. */
  field(path: string): string;
  /** The value at a dotted path of the JSON body, or undefined. */
  at(path: string): unknown;
}

export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const step of path.split('.').flatMap((part) => part.split(/\[(\d+)\]/).filter((s) => s !== ''))) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

export async function toReply(response: Response): Promise<Reply> {
  const text = await response.text();
  let json: unknown;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try { json = JSON.parse(text); } catch { json = undefined; }
  }
  return {
    status: response.status,
    headers: response.headers,
    cookies: response.headers.getSetCookie(),
    text,
    json,
    at: (path) => valueAt(json, path),
    field(path) {
      const value = valueAt(json, path);
      if (typeof value !== 'string') throw new Error(`reply ${response.status} has no string at ${path}: ${text.slice(0, 300)}`);
      return value;
    },
  };
}
