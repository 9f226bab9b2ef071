/**
 * The WHATWG URL parser, declared for domain/ (whose lib is plain ES2022).
 * It is a pure, deterministic function present in every runtime we support (browsers, Node, workers):
 * no I/O, no clock, no state. Only the members the rules use are declared.
 */
declare class URL {
  constructor(input: string, base?: string | URL);
  readonly origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
  forEach(fn: (value: string, key: string) => void): void;
}
