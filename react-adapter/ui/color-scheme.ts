/**
 * The colour scheme an app states on the provider. It lands as `data-portcullis-theme` on every screen's root element,
 * where the default CSS reads it (theme.tsx); rendered the same on the server and in the browser (no matchMedia, no
 * window), so hydration sees the markup it expects.
 */
import { usePortcullis } from '../context';

/** Spread on a screen's root: the attribute when the app chose a scheme, nothing when the system decides. */
export function useColorSchemeAttribute(): { readonly 'data-portcullis-theme'?: 'light' | 'dark' } {
  const { colorScheme } = usePortcullis();
  return colorScheme === 'system' ? {} : { 'data-portcullis-theme': colorScheme };
}
