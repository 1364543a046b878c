import { connection } from 'next/server';
import type { ReactNode } from 'react';

/** Rendered per request, under the nonce policy (lib/security/per-request-pages.ts). */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  await connection();
  return children;
}
