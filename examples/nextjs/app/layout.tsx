import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata = { title: 'Portcullis on Next.js' };

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
