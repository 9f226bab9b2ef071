/**
 * portcullis/next/handler: the handler as a Next.js catch-all page (a client component), an entry of its own so the
 * server entry (portcullis/next) holds no 'use client' module.
 */
export { PortcullisHandlerPage } from './handler-page';
