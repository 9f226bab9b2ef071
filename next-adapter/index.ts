/**
 * portcullis/next: Next.js App Router on the server — the request's app and user over next/headers `cookies()`
 * (Server Components, Route Handlers, Server Actions), a proxy (middleware) guarding path prefixes, and the handler
 * as a catch-all page. Client components keep importing 'portcullis' and 'portcullis/react'.
 */
export { getServerApp, getUser } from './server-app';
export { portcullisProxy, type PortcullisProxyOptions } from './proxy';
export { NextCookieJar, type NextCookieAttributes, type NextCookieReader, type NextCookieWriter, type RecordedCookieWrite } from './next-cookie-jar';
export { PortcullisHandlerPage } from './handler-page';
