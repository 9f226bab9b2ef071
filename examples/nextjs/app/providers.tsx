'use client';
// The client app is created once, at module level: Next also evaluates this file on the server (prerendering and
// server rendering), which Portcullis allows — creating the app touches no browser global.
import type { ReactNode } from 'react';
import { createClientApp } from 'portcullis';
import { PortcullisProvider } from 'portcullis/react';
import { portcullisOptions } from '../portcullis-options';

const app = createClientApp(portcullisOptions);

export function Providers({ children }: { readonly children: ReactNode }) {
  return <PortcullisProvider app={app} colorScheme="light">{children}</PortcullisProvider>;
}
