import hotToast from 'react-hot-toast';
import { openToastOutlet } from './toast-outlet-state.ts';

type HotToast = typeof hotToast;

/**
 * react-hot-toast's `toast` (same calls, same store), which also has the page load its outlet
 * (AppToaster) on the first toast. A toast asked for before the outlet is there waits in the store
 * and is shown when it mounts.
 */
export const toast = Object.assign(
  (...args: Parameters<HotToast>) => {
    openToastOutlet();
    return hotToast(...args);
  },
  {
    success: (...args: Parameters<HotToast['success']>) => {
      openToastOutlet();
      return hotToast.success(...args);
    },
    error: (...args: Parameters<HotToast['error']>) => {
      openToastOutlet();
      return hotToast.error(...args);
    },
    dismiss: hotToast.dismiss,
    remove: hotToast.remove,
  },
);
