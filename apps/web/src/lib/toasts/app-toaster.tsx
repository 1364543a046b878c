'use client';

import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from './toast-options.ts';

/** The one toast outlet of the site, mounted in the root layout. */
export function AppToaster() {
  return <Toaster {...TOASTER_PROPS} />;
}
