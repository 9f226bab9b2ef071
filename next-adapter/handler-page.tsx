/**
 * PortcullisHandlerPage: the handler as a Next.js catch-all page. A client component (the build puts 'use client' at
 * the top of its file), so `app/handler/[...stack]/page.tsx` can re-export it as its default; it renders the screen of
 * the current URL with the app of the PortcullisProvider above it (in the root layout's providers).
 */
import type { ReactNode } from 'react';
import { PortcullisHandler } from '../react-adapter/index';

/**
 * @example
 * // app/handler/[...stack]/page.tsx
 * export { PortcullisHandlerPage as default } from 'portcullis/next/handler';
 * @public
 */
export function PortcullisHandlerPage(): ReactNode {
  return <PortcullisHandler />;
}
