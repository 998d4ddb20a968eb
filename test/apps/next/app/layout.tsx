import type { ReactNode } from 'react';
import './globals.css';
import '@mcp-elicit/elements/themes/shadcn.css';

export const metadata = { title: 'mcp-elicit in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
