import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';

/**
 * Rendered per request, under the nonce policy (lib/security/per-request-pages.ts). Its pages read with
 * urql's hooks, whose Provider the frame of every page leaves out (docs/performance.md).
 */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  await connection();
  return <GraphqlProvider>{children}</GraphqlProvider>;
}
