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

export type RedirectMethod = 'window' | 'none' | { readonly useNavigate: () => (to: string) => void; readonly navigate?: (to: string) => void };

/** The official handler URL options: a path per handler page (the hosted-handler targets are not supported). */
export type HandlerUrlOptions = Partial<Record<string, string>>;

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

/** Where an app keeps the options it was built from, for `inheritsFrom` and `getUser({ tokenStore })`. */
export const constructorOptions = Symbol('portcullis/stack constructor options');

/** The inherited app's options under this app's own ones (the official `inheritsFrom`). */
export function withInherited<O extends StackClientAppConstructorOptions>(options: O): O {
  const { inheritsFrom, ...own } = options;
  if (inheritsFrom === undefined) return options;
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  return { ...inheritsFrom[constructorOptions], ...defined } as O;
}

/** The official options as Portcullis's, for the access type of the app being built. */
export function toPortcullisOptions(options: StackAdminAppConstructorOptions, accessType: 'client' | 'server' | 'admin'): ClientOptions {
  const {
    projectId, publishableClientKey, baseUrl, extraRequestHeaders, urls, oauthScopesOnSignIn, tokenStore, redirectMethod, noAutomaticPrefetch,
    secretServerKey, superSecretAdminKey, projectOwnerSession,
  } = options;
  if (tokenStore === 'nextjs-cookie') throw new NotSupportedByCompatError("tokenStore: 'nextjs-cookie'", "use portcullis/next's per-request apps");
  if (tokenStore === 'cookie' && typeof document === 'undefined') {
    throw new NotSupportedByCompatError("tokenStore: 'cookie' outside a browser", "pass 'memory', the tokens or the request instead");
  }
  const defined = {
    projectId, publishableClientKey, baseUrl, extraRequestHeaders, urls, oauthScopesOnSignIn, tokenStore, redirectMethod, noAutomaticPrefetch,
    ...(accessType === 'client' ? {} : { secretServerKey }),
    ...(accessType === 'admin' ? { superSecretAdminKey, adminAccessToken: projectOwnerSession?.getAccessToken } : {}),
  };
  return { accessType, ...Object.fromEntries(Object.entries(defined).filter(([, value]) => value !== undefined)) } as ClientOptions;
}
