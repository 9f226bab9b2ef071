import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortcullisProvider } from 'portcullis/react';
import { RouterProvider } from 'react-router';
import { app } from './portcullis';
import { navigateInApp, router } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* colorScheme="light": this app is light, so the auth screens stay light in OS dark mode. */}
    <PortcullisProvider app={app} navigate={navigateInApp} colorScheme="light">
      <RouterProvider router={router} />
    </PortcullisProvider>
  </StrictMode>,
);
