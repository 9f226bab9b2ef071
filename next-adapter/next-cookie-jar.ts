/**
 * NextCookieJar: a CookiePort over Next.js cookies (`await cookies()` from next/headers, or a proxy's
 * `request.cookies`). Reads see this request's own writes; each write is also handed to Next when a writer is given.
 * Next lets Route Handlers and Server Actions write cookies and forbids it while a Server Component renders (it throws):
 * there the write stays with this request only — the refreshed token serves this render, and the browser refreshes its
 * own cookies after hydration. Writes are recorded so a proxy can put them on the response it builds.
 */
import type { CookieOptions, CookiePort } from '../composition/entry-node';

/** Next's cookie readers, structurally (ReadonlyRequestCookies, RequestCookies, ResponseCookies all fit). */
export interface NextCookieReader {
  get(name: string): { readonly value: string } | undefined;
  getAll(): readonly { readonly name: string; readonly value: string }[];
}

/** The attributes Next's `cookies().set(name, value, options)` takes (lower-case sameSite, maxAge in seconds). */
export interface NextCookieAttributes {
  readonly path?: string;
  readonly domain?: string;
  readonly maxAge?: number;
  readonly expires?: Date;
  readonly secure?: boolean;
  readonly httpOnly?: boolean;
  readonly sameSite?: 'lax' | 'strict' | 'none';
  readonly partitioned?: boolean;
}

export interface NextCookieWriter {
  set(name: string, value: string, options: NextCookieAttributes): unknown;
}

/** One write, as Next's setters take it (a removal is an empty value that expires now). */
export interface RecordedCookieWrite {
  readonly name: string;
  readonly value: string;
  readonly options: NextCookieAttributes;
}

const EXPIRED = new Date(0);

/** Never HttpOnly: the browser client reads the same session cookies (protocol §6.3). */
export function toNextAttributes(options: CookieOptions): NextCookieAttributes {
  return {
    path: options.path ?? '/',
    httpOnly: false,
    ...(options.domain === undefined ? {} : { domain: options.domain }),
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: Math.floor(options.maxAgeSeconds) }),
    ...(options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0 ? { expires: EXPIRED } : {}),
    ...(options.secure === undefined ? {} : { secure: options.secure }),
    ...(options.sameSite === undefined ? {} : { sameSite: options.sameSite.toLowerCase() as 'lax' | 'strict' | 'none' }),
    ...(options.partitioned === undefined ? {} : { partitioned: options.partitioned }),
  };
}

export class NextCookieJar implements CookiePort {
  readonly #reader: NextCookieReader;
  readonly #writer: NextCookieWriter | null;
  /** This request's writes by name; null = deleted. */
  readonly #overlay = new Map<string, string | null>();
  readonly #writes: RecordedCookieWrite[] = [];

  /** `writer` null: record only (a proxy applies `writes` to its response). */
  constructor(reader: NextCookieReader, writer: NextCookieWriter | null) {
    this.#reader = reader;
    this.#writer = writer;
  }

  /** Every write so far, in order. */
  get writes(): readonly RecordedCookieWrite[] {
    return this.#writes;
  }

  get(name: string): string | undefined {
    if (this.#overlay.has(name)) return this.#overlay.get(name) ?? undefined;
    return this.#reader.get(name)?.value;
  }

  getAll(): Readonly<Record<string, string>> {
    const all: Record<string, string> = {};
    for (const { name, value } of this.#reader.getAll()) all[name] = value;
    for (const [name, value] of this.#overlay) {
      if (value === null) delete all[name];
      else all[name] = value;
    }
    return all;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const deletes = options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0;
    this.#overlay.set(name, deletes ? null : value);
    this.#write({ name, value: deletes ? '' : value, options: toNextAttributes(options) });
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain' | 'secure' | 'sameSite' | 'partitioned'> = {}): void {
    this.#overlay.set(name, null);
    this.#write({ name, value: '', options: toNextAttributes({ ...options, maxAgeSeconds: 0 }) });
  }

  #write(write: RecordedCookieWrite): void {
    this.#writes.push(write);
    if (this.#writer === null) return;
    try {
      this.#writer.set(write.name, write.value, write.options);
    } catch {
      // A Server Component: Next refuses cookie writes while rendering (ReadonlyRequestCookiesError). The overlay keeps
      // the write for this request; nothing else can be done from here, and the render must not fail for it.
    }
  }
}
