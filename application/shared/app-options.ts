/** AppOptions: the resolved options the apps and their objects read (handler URLs, redirect method, prefetch). */
import type { HandlerUrls } from '../../domain/urls/handler-urls';

/** Where navigation goes: `navigate` is called with the URL (a router, a server framework's redirect). */
export interface CustomRedirect {
  navigate(url: string): void | Promise<void>;
}

/**
 * 'window': navigate with the environment's NavigationPort (location.assign in a browser; recorded in memory);
 * 'none': never navigate (the default outside a browser); or your own `navigate`.
 */
export type RedirectMethod = 'window' | 'none' | CustomRedirect;

export interface AppOptions {
  readonly projectId: string;
  readonly urls: HandlerUrls;
  readonly redirectMethod: RedirectMethod;
  readonly noAutomaticPrefetch: boolean;
}
