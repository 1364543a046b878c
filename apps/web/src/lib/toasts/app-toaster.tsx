'use client';

import { lazy, Suspense } from 'react';
import { useToastOutletOpened } from './toast-outlet-state.ts';

const ToasterOutlet = lazy(() => import('./toaster-outlet.tsx'));

/**
 * The one toast outlet of the site, mounted in the root layout. It draws nothing and loads nothing
 * until a first toast is asked for through `lib/toasts/toast.ts`: most visits show no toast.
 */
export function AppToaster() {
  const opened = useToastOutletOpened();
  return opened ? (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  ) : null;
}
