/**
 * portcullis/next: Next.js App Router on the server — the request's app and user over next/headers `cookies()`
 * (Server Components, Route Handlers, Server Actions) and a proxy (middleware) guarding path prefixes. Server code
 * only: the handler page, a client component, is `portcullis/next/handler` (handler.ts), so a Route Handler importing
 * this entry never pulls a 'use client' module (and React's client contexts) into Next's route bundle (Turbopack
 * cannot parse them there). Client components keep importing 'portcullis' and 'portcullis/react'.
 */
export { getServerApp, getUser } from './server-app';
export { portcullisProxy, type PortcullisProxyOptions } from './proxy';
export { NextCookieJar, type NextCookieAttributes, type NextCookieReader, type NextCookieWriter, type RecordedCookieWrite } from './next-cookie-jar';
