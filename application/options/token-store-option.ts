/** The `tokenStore` option: its accepted forms, their zod check, and the tagged choice composition builds a store from. */
import * as z from 'zod/mini';
import type { TokenStorePort } from '../../ports/token-store.port';

/** `{accessToken, refreshToken}` given by the caller (a server handling a request it already decoded). */
export interface ExplicitTokensOption {
  readonly accessToken?: string | null;
  readonly refreshToken?: string | null;
}

/**
 * An incoming server request: a Fetch-API Request, a Next.js request, or Node's IncomingMessage. Structural on
 * purpose (application/ cannot import the adapter); the request token store adapter accepts the same shape.
 */
export type RequestLikeOption =
  | { readonly headers: { get(name: string): string | null } }
  | { readonly headers: Readonly<Record<string, string | readonly string[] | undefined>> };

/** Every form the option takes: 'memory', 'cookie' (browser), explicit tokens, a request, or your own store. */
export type TokenStoreOption = 'memory' | 'cookie' | ExplicitTokensOption | RequestLikeOption | TokenStorePort;

/** What composition builds a store from; one tag per adapter family. */
export type TokenStoreChoice =
  | { readonly kind: 'memory' }
  | { readonly kind: 'cookie' }
  | { readonly kind: 'explicit'; readonly tokens: ExplicitTokensOption }
  | { readonly kind: 'request'; readonly request: RequestLikeOption }
  | { readonly kind: 'custom'; readonly store: TokenStorePort };

const isFunction = (v: unknown): boolean => typeof v === 'function';

/** A custom store is anything with get/set/subscribe functions: checked before the object shapes below. */
const customStoreSchema = z.custom<TokenStorePort>(
  (v: unknown) => typeof v === 'object' && v !== null && ['get', 'set', 'subscribe'].every((k) => isFunction((v as Record<string, unknown>)[k])),
);

const requestLikeSchema = z.custom<RequestLikeOption>((v: unknown) => {
  const headers = typeof v === 'object' && v !== null ? (v as { headers?: unknown }).headers : undefined;
  return typeof headers === 'object' && headers !== null;
});

const tokenValue = z.optional(z.nullable(z.string().check(z.minLength(1))));
const explicitSchema = z.strictObject({ accessToken: tokenValue, refreshToken: tokenValue });

/**
 * Each accepted form and its tagged choice, tried in order (custom stores before the object shapes); the first form
 * that parses wins, as a union of piped forms would, without the union, pipe and transform schemas in the bundle.
 */
const choice = <T>(schema: z.ZodMiniType<T>, tag: (value: T) => TokenStoreChoice) => (value: unknown): TokenStoreChoice | undefined => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? tag(parsed.data) : undefined;
};

const tokenStoreChoices = [
  choice(z.literal('memory'), (): TokenStoreChoice => ({ kind: 'memory' })),
  choice(z.literal('cookie'), (): TokenStoreChoice => ({ kind: 'cookie' })),
  choice(customStoreSchema, (store): TokenStoreChoice => ({ kind: 'custom', store })),
  choice(requestLikeSchema, (request): TokenStoreChoice => ({ kind: 'request', request })),
  choice(explicitSchema, (tokens): TokenStoreChoice => ({ kind: 'explicit', tokens })),
];

/** undefined when the value is not one of the accepted forms. */
export function parseTokenStoreOption(value: unknown): TokenStoreChoice | undefined {
  for (const parse of tokenStoreChoices) {
    const parsed = parse(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}
