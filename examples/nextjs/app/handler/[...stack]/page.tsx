// Every screen under /handler (sign-in, sign-up, sign-out, account settings, callbacks…): one catch-all page.
export { PortcullisHandlerPage as default } from 'portcullis/next/handler';
