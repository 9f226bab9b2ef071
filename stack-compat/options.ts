/**
 * The official constructor options, and their translation into Portcullis's `ClientOptions`. Differences handled here:
 * `projectOwnerSession` is Portcullis's `adminAccessToken`; `inheritsFrom` copies another app's options; the
 * `nextjs-cookie` token store has no Portcullis counterpart (portcullis/next reads cookies per request instead).
 */
import type { ClientOptions } from './portcullis';
import { NotSupportedByCompatError } from './errors';
import type { InternalSession } from './internal-session';

/** A request whose headers carry the session (`x-stack-auth`, or cookies), as the official `RequestLike`. */
export type RequestLike = { readonly headers: { get(name: string): string | null } | Record<string, string | null> };

export type TokenStoreInit = 'cookie' | 'nextjs-cookie' | 'memory' | RequestLike | { readonly accessToken: string; readonly refreshToken: string };

/** The official AuthLike members' option: read another session's tokens than the app's own (null: no session). */
export type TokenStoreOption = { readonly tokenStore?: TokenStoreInit | null };

export type RedirectMethod = 'window' | 'none' | { readonly useNavigate: () => (to: string) => void; readonly navigate?: (to: string) => void };

/** An official handler URL target: a URL, a custom page, the SDK's own page, or the hosted handler (not supported). */
export type HandlerUrlTarget = string | { readonly type: 'custom'; readonly url: string; readonly version: number } | { readonly type: 'hosted' | 'handler-component' };

/** The official handler URL options: a target per handler page, and `default` for the others. */
export type HandlerUrlOptions = Partial<Record<string, HandlerUrlTarget>>;

/** Plain URLs as Portcullis takes them: a custom page is its URL; the SDK's own page is Portcullis's default. */
function toPortcullisUrls(urls: HandlerUrlOptions): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, target] of Object.entries(urls)) {
    if (target === undefined) continue;
    if (typeof target === 'string') plain[name] = target;
    else if (target.type === 'custom') plain[name] = target.url;
    else if (target.type === 'hosted') throw new NotSupportedByCompatError(`urls.${name}: { type: 'hosted' }`, 'the hosted handler');
  }
  return plain;
}

/** The client options of `new StackClientApp(…)`. */
export interface StackClientAppConstructorOptions {
  readonly projectId?: string;
  readonly publishableClientKey?: string;
  readonly baseUrl?: string | { readonly browser: string; readonly server: string };
  readonly extraRequestHeaders?: Record<string, string>;
  readonly urls?: HandlerUrlOptions;
  readonly oauthScopesOnSignIn?: Partial<Record<string, string[]>>;
  readonly tokenStore?: TokenStoreInit;
  readonly redirectMethod?: RedirectMethod;
  readonly inheritsFrom?: { readonly [constructorOptions]: StackClientAppConstructorOptions };
  readonly noAutomaticPrefetch?: boolean;
  /** Accepted and ignored: Portcullis has no dev tool overlay. */
  readonly devTool?: boolean;
  /** Accepted and ignored: Portcullis sends no analytics. */
  readonly analytics?: unknown;
}

export interface StackServerAppConstructorOptions extends StackClientAppConstructorOptions {
  readonly secretServerKey?: string;
}

export interface StackAdminAppConstructorOptions extends StackServerAppConstructorOptions {
  readonly superSecretAdminKey?: string;
  /** A signed-in user of the `internal` project who owns the project (`user._internalSession`). */
  readonly projectOwnerSession?: InternalSession;
}

/**
 * What the apps send as X-Stack-Client-Version and answer as `app.version`: the official SDK's form, naming the
 * release whose API this entry follows (apps written for the SDK may check it, as upstream's tests do).
 */
export const OFFICIAL_CLIENT_VERSION = 'js @stackframe/js@2.8.108';

/** Where an app keeps the options it was built from, for `inheritsFrom` and `getUser({ tokenStore })`. */
export const constructorOptions = Symbol('portcullis/stack constructor options');

/** The inherited app's options under this app's own ones (the official `inheritsFrom`). */
export function withInherited<O extends StackClientAppConstructorOptions>(options: O): O {
  const { inheritsFrom, ...own } = options;
  if (inheritsFrom === undefined) return options;
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  return { ...inheritsFrom[constructorOptions], ...defined } as O;
}

/** Why an app's own session cannot be used (its token store has no counterpart here), or null when it can. */
export function unavailableSessionReason(options: StackClientAppConstructorOptions): NotSupportedByCompatError | null {
  if (options.tokenStore !== 'nextjs-cookie') return null;
  return new NotSupportedByCompatError("tokenStore: 'nextjs-cookie'", "outside Next.js; pass the request as getUser({ tokenStore }), or use portcullis/next's per-request apps");
}

/**
 * The store behind an app whose own session cannot be used: signed out when read (so the app constructs, as the
 * official one does), refusing to store a session; the compat app refuses reads of that session itself, saying why.
 */
function unavailableStore(member: string): { get(): { accessToken: null; refreshToken: null }; set(): never; subscribe(): () => void } {
  return {
    get: () => ({ accessToken: null, refreshToken: null }),
    set: () => { throw new NotSupportedByCompatError(member); },
    subscribe: () => () => undefined,
  };
}

/** The official options as Portcullis's, for the access type of the app being built. */
export function toPortcullisOptions(options: StackAdminAppConstructorOptions, accessType: 'client' | 'server' | 'admin'): ClientOptions {
  const {
    projectId, publishableClientKey, baseUrl, extraRequestHeaders, urls, oauthScopesOnSignIn, tokenStore, redirectMethod, noAutomaticPrefetch,
    secretServerKey, superSecretAdminKey, projectOwnerSession,
  } = options;
  if (tokenStore === 'cookie' && typeof document === 'undefined') {
    throw new NotSupportedByCompatError("tokenStore: 'cookie' outside a browser", "pass 'memory', the tokens or the request instead");
  }
  const defined = {
    projectId, publishableClientKey, baseUrl, extraRequestHeaders, urls: urls === undefined ? undefined : toPortcullisUrls(urls), oauthScopesOnSignIn,
    tokenStore: tokenStore === 'nextjs-cookie' ? unavailableStore("tokenStore: 'nextjs-cookie'") : tokenStore, redirectMethod, noAutomaticPrefetch,
    ...(accessType === 'client' ? {} : { secretServerKey }),
    ...(accessType === 'admin' ? { superSecretAdminKey, adminAccessToken: projectOwnerSession?.getAccessToken } : {}),
  };
  return { accessType, clientVersion: OFFICIAL_CLIENT_VERSION, ...Object.fromEntries(Object.entries(defined).filter(([, value]) => value !== undefined)) } as ClientOptions;
}
