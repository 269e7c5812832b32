import type { ReactNode } from 'react';
import { PorticoProvider } from 'portico/react';

export const metadata = { title: 'Portico · Next.js shop' };

/**
 * A server component: it renders <PorticoProvider>, a client component ('use client' in
 * portico/react), with plain-data options. The checkout origin is read at build time.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <PorticoProvider options={{ checkoutOrigin: process.env.NEXT_PUBLIC_PORTICO_CHECKOUT ?? 'http://localhost:3100' }}>
          <main>{children}</main>
        </PorticoProvider>
      </body>
    </html>
  );
}
