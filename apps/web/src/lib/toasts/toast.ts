import type hotToast from 'react-hot-toast';
import { openToastOutlet } from './toast-outlet-state.ts';

type HotToast = typeof hotToast;

let library: Promise<HotToast> | undefined;

/** react-hot-toast, fetched on the page's first toast (one promise, so calls keep their order). */
function withToasts(call: (toasts: HotToast) => unknown): void {
  library ??= import('react-hot-toast').then((module) => module.default);
  void library.then(call);
}

/**
 * react-hot-toast's `toast` (same calls and options, same store), loaded with its outlet
 * (AppToaster) on the page's first toast instead of with the pages that may show one. A toast
 * appears once the library is there, a moment after the call.
 */
export const toast = Object.assign(
  (...args: Parameters<HotToast>): void => {
    openToastOutlet();
    withToasts((toasts) => toasts(...args));
  },
  {
    success: (...args: Parameters<HotToast['success']>): void => {
      openToastOutlet();
      withToasts((toasts) => toasts.success(...args));
    },
    error: (...args: Parameters<HotToast['error']>): void => {
      openToastOutlet();
      withToasts((toasts) => toasts.error(...args));
    },
    dismiss: (...args: Parameters<HotToast['dismiss']>): void =>
      withToasts((toasts) => toasts.dismiss(...args)),
    remove: (...args: Parameters<HotToast['remove']>): void => withToasts((toasts) => toasts.remove(...args)),
  },
);
