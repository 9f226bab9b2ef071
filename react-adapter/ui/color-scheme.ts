/**
 * The colour scheme an app states on the provider. It lands as `data-portcullis-theme` on every screen's root element,
 * where the default CSS reads it (theme.tsx); rendered the same on the server and in the browser (no matchMedia, no
 * window), so hydration sees the markup it expects.
 */
import { usePortcullis } from '../context';

/** 'system' (the default) follows the operating system's `prefers-color-scheme`; 'light' or 'dark' holds whatever it says. */
export type PortcullisColorScheme = 'light' | 'dark' | 'system';

/** Spread on a screen's root: the attribute when the app chose a scheme, nothing when the system decides. */
export function useColorSchemeAttribute(): { readonly 'data-portcullis-theme'?: 'light' | 'dark' } {
  const { colorScheme } = usePortcullis();
  return colorScheme === 'system' ? {} : { 'data-portcullis-theme': colorScheme };
}
