'use client';

import { useRouter } from 'next/navigation';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { CorporatePage } from './corporate-page.tsx';

/** The corporate page with the app router's navigation (to the pay page) and urql's Provider for its reads. */
export function CorporateRoute({ initialCode }: { initialCode?: string }) {
  const router = useRouter();
  return (
    <GraphqlProvider>
      <CorporatePage initialCode={initialCode ?? ''} navigate={(path) => router.push(path)} />
    </GraphqlProvider>
  );
}
