import { useSyncExternalStore } from 'react';

// Whether a toast has been asked for on this page: the outlet (react-hot-toast's Toaster and its
// styling) is loaded then, not with every page.
let opened = false;
const listeners = new Set<() => void>();

export function openToastOutlet(): void {
  if (opened) return;
  opened = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast of the page on (false in the server's render). */
export function useToastOutletOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opened,
    () => false,
  );
}
