'use client';

import { useRouter } from 'next/navigation';
import { CorporatePage } from './corporate-page.tsx';

/** The corporate page with the app router's navigation (to the pay page). */
export function CorporateRoute({ initialCode }: { initialCode?: string }) {
  const router = useRouter();
  return <CorporatePage initialCode={initialCode ?? ''} navigate={(path) => router.push(path)} />;
}
